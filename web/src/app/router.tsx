import { createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { CataloguePage } from '../features/catalogue/components/CataloguePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <CataloguePage /> },
      { path: '/properties', element: <CataloguePage /> },
      // Loaded on first visit: the catalogue's first load carries no property-page code.
      {
        path: '/propiedad/:slug',
        lazy: async () => ({ Component: (await import('../features/property/components/PropertyPage')).PropertyPage }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/components/LoginPage')).LoginPage }),
      },
      {
        path: '/privacy-policy',
        lazy: async () => ({
          Component: (await import('../features/privacy-policy/components/PrivacyPolicyPage')).PrivacyPolicyPage,
        }),
      },
      {
        path: '/api-docs',
        lazy: async () => ({ Component: (await import('../features/api-docs/components/ApiDocsPage')).ApiDocsPage }),
      },
      // The panel's code is loaded only here, never with the public pages.
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('../features/admin/components/AdminPage')).AdminPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
