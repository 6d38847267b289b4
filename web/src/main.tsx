// Layered: our CSS modules then win over Mantine's rules by cascade layer, whatever order the build's
// chunks load their stylesheets in (a shared chunk's CSS can arrive before Mantine's).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadLazyRoutes, readFirstRenderData, type FirstRenderData } from './app/first-render';
import { Providers } from './app/providers';
import { routes } from './app/router';

/**
 * A page the server rendered (the catalogue, a property) is hydrated: React takes over the markup already on screen,
 * with the answers it was rendered from. Any other page is drawn here from the empty root.
 */
async function start() {
  const root = document.getElementById('root')!;
  const firstRenderData = readFirstRenderData();
  if (firstRenderData) await loadLazyRoutes(routes, window.location);
  // No route has a loader, so the router needs no hydration data: with its pages' code loaded it is ready at once.
  const router = createBrowserRouter(routes);
  const app = (data?: FirstRenderData) => (
    <StrictMode>
      <Providers firstRenderData={data}>
        {/* react-dom's flushSync, as react-router/dom's RouterProvider passes it (that entry point would bring the
            router's development build: vite.config.ts aliases only `react-router`), so a navigation can ask to be
            rendered at once. */}
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      </Providers>
    </StrictMode>
  );
  if (firstRenderData) hydrateRoot(root, app(firstRenderData));
  else createRoot(root).render(app());
}

void start();
