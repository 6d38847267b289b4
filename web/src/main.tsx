// Layered: our CSS modules then win over Mantine's rules by cascade layer, whatever order the build's
// chunks load their stylesheets in (a shared chunk's CSS can arrive before Mantine's).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
