import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The web app builds into dist/web, which the Fastify server serves; in dev, /api goes to the API. */
export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  resolve: {
    // react-router's export map only names its development build (checks and warnings included); the
    // production build it also ships is smaller, so production bundles use that one.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: { outDir: fileURLToPath(new URL('../dist/web', import.meta.url)), emptyOutDir: true },
  // A regex, not the '/api' prefix: that would also send the /api-docs page to the API.
  server: { proxy: { '^/(api/|API_DOCUMENTATION\\.md|CRUD_API_EXAMPLES\\.md)': 'http://localhost:3000' } },
}));
