import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Where both builds go: dist/web, which `npm start` serves, or the folder WEB_OUT_DIR names (relative to the
 * repository). `npm test` builds its own copy into test-results/web this way: building empties the folder first, so
 * building into dist/web pulled the files from under a portal serving them from the same checkout.
 */
const outDir = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.WEB_OUT_DIR || 'dist/web');

/**
 * The web app builds into dist/web (see outDir), which the Fastify server serves; in dev, /api goes to the API. A
 * second build (`--ssr src/entry-server.tsx`, part of `npm run build`) writes the server's renderer of the first page
 * into its ssr folder (dist/web/ssr), which the server loads when it is there.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    // Brotli and gzip copies of the scripts, styles and images written once at build time, at the strongest
    // settings (too slow to run per request), for @fastify/static's preCompressed to pick by Accept-Encoding.
    // Not index.html: the server adds each page's head (and its first render) to it, and compresses that answer.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
          defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
        ],
        logLevel: 'silent',
      }),
  ],
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
  // The renderer carries its own copy of every library, so the folder works wherever it is copied (no node_modules
  // beside it), in production mode like the browser's bundle.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: isSsrBuild
    ? { outDir: resolve(outDir, 'ssr'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        // One stylesheet in the HTML: a page the server drew with a lazily loaded part (the property page) is styled
        // from its first paint, not once that part's code has brought its own CSS.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // Every module the entry needs at once in one chunk, rather than some thirty small chunks shared with the
            // lazily loaded ones: over a slow link each request costs a round trip and about a kilobyte of headers.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
      },
  // A regex, not the '/api' prefix: that would also send the /api-docs page to the API.
  server: { proxy: { '^/(api/|API_DOCUMENTATION\\.md|CRUD_API_EXAMPLES\\.md)': 'http://localhost:3000' } },
}));
