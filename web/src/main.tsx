// Layered: our CSS modules then win over Mantine's rules by cascade layer, whatever order the build's
// chunks load their stylesheets in (a shared chunk's CSS can arrive before Mantine's).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      {/* react-dom's flushSync, as react-router/dom's RouterProvider passes it (that entry point would bring the
          router's development build: vite.config.ts aliases only `react-router`), so a navigation can ask to be
          rendered at once. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </Providers>
  </StrictMode>,
);
