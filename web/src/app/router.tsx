import { createBrowserRouter } from 'react-router';
import { Layout } from '../components/layout/Layout';
import { CataloguePage } from '../features/catalogue/components/CataloguePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PropertyPage } from '../features/property/components/PropertyPage';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <CataloguePage /> },
      { path: '/properties', element: <CataloguePage /> },
      { path: '/propiedad/:slug', element: <PropertyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
