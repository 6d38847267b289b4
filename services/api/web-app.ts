import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app (dist/web): its files as they are, with long caching for the fingerprinted assets,
 * and index.html for every other page address so the browser router decides (including the 404 page).
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return true;
}
