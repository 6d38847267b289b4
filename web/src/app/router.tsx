import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { CataloguePage } from '../features/catalogue/components/CataloguePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PageLoader } from './page-loader';
import { LEADS_PAGE_PATH, PHOTO_CREDITS_PATH } from '../lib/api-contract';

/**
 * The pages, for the browser's router (main.tsx) and the server's first render (entry-server.tsx), which therefore
 * draw the same tree.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <CataloguePage /> },
      { path: '/properties', element: <CataloguePage /> },
      // Loaded on first visit: the catalogue's first load carries no property-page code. Opened directly, a page shows
      // the header and a loader while its code arrives.
      {
        path: '/propiedad/:slug',
        HydrateFallback: PageLoader,
        lazy: async () => ({ Component: (await import('../features/property/components/PropertyPage')).PropertyPage }),
      },
      {
        path: '/login',
        HydrateFallback: PageLoader,
        lazy: async () => ({ Component: (await import('../features/auth/components/LoginPage')).LoginPage }),
      },
      {
        path: '/restablecer-contrasena',
        HydrateFallback: PageLoader,
        lazy: async () => ({
          Component: (await import('../features/auth/components/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: '/privacy-policy',
        HydrateFallback: PageLoader,
        lazy: async () => ({
          Component: (await import('../features/privacy-policy/components/PrivacyPolicyPage')).PrivacyPolicyPage,
        }),
      },
      {
        path: PHOTO_CREDITS_PATH,
        HydrateFallback: PageLoader,
        lazy: async () => ({
          Component: (await import('../features/photo-credits/components/PhotoCreditsPage')).PhotoCreditsPage,
        }),
      },
      {
        path: '/api-docs',
        HydrateFallback: PageLoader,
        lazy: async () => ({ Component: (await import('../features/api-docs/components/ApiDocsPage')).ApiDocsPage }),
      },
      // The pages an alert's mails link to, each with its secret as `token`.
      {
        path: '/alertas/confirmar',
        HydrateFallback: PageLoader,
        lazy: async () => ({
          Component: (await import('../features/saved-searches/components/ConfirmAlertPage')).ConfirmAlertPage,
        }),
      },
      {
        path: '/alertas/gestionar',
        HydrateFallback: PageLoader,
        lazy: async () => ({
          Component: (await import('../features/saved-searches/components/ManageAlertPage')).ManageAlertPage,
        }),
      },
      {
        path: '/alertas/baja',
        HydrateFallback: PageLoader,
        lazy: async () => ({
          Component: (await import('../features/saved-searches/components/UnsubscribePage')).UnsubscribePage,
        }),
      },
      // The panel's code is loaded only here, never with the public pages.
      {
        path: '/admin',
        HydrateFallback: PageLoader,
        lazy: async () => ({ Component: (await import('./admin-page')).AdminRoute }),
      },
      {
        path: LEADS_PAGE_PATH,
        HydrateFallback: PageLoader,
        lazy: async () => ({ Component: (await import('./admin-page')).AdminLeadsRoute }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
