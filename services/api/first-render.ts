import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATALOGUE_INDEX } from '../../projections/catalogue-index/projection.js';
import type { AppDeps } from './context.js';
import type { ApiMetrics } from './metrics.js';
import { ResponseCache } from './queries/response-cache.js';

/** What the web build's server renderer exports (web/src/entry-server.tsx, built into dist/web/ssr). */
interface ServerEntry {
  render(url: string, answerFor: (path: string) => Promise<unknown>): Promise<string | null>;
}

export interface FirstRender {
  /** The app's markup for the page and the answers it was drawn from, to put in place of the empty root. */
  markup: string;
  /** How long the server spent on it (a cached render: the look-up). */
  ms: number;
  cached: boolean;
}

/** What the public pages show comes from these read models and the catalogue's index. */
// `users`: a listing's page names its asesor (name and WhatsApp), which changes with the asesor's own account. It also
// moves on sign-ins, which are rare beside page views.
const PAGE_READ_MODELS = ['properties', 'master-data', 'configs', 'search-filters', 'ai-examples', 'users'];
/** A rendered catalogue page is ~40 KB: a couple of hundred pages and listings, bounded whatever crawlers ask for. */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The first render of a page on the server, when the web build has its renderer (dist/web/ssr/entry-server.js):
 * the browser paints the listings with the HTML instead of after the app's code and its API calls, then hydrates.
 * The data comes from the API itself (app.inject, as a visitor without a session would ask), and only answers that
 * are the same for everyone are used (the API marks the others no-store). A rendered page is kept per address until
 * one of the read models it is drawn from moves (like the catalogue's answer cache); a render that fails leaves
 * the page to the browser, as without the renderer. Null without the renderer.
 */
export async function createFirstRenderer(
  app: FastifyInstance,
  root: string,
  deps: AppDeps,
  metrics: ApiMetrics,
): Promise<((request: FastifyRequest) => Promise<FirstRender | null>) | null> {
  const entryFile = join(root, 'ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const rendered = new ResponseCache(PAGE_CACHE_BYTES);

  const answerFor = async (path: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    const forEveryone =
      response.statusCode === 200 &&
      !String(response.headers['cache-control'] ?? '').includes('no-store') &&
      String(response.headers['content-type'] ?? '').startsWith('application/json');
    return forEveryone ? response.json() : undefined;
  };

  const dataVersion = async () =>
    (
      await Promise.all([
        deps.searchIndex.getCheckpoint(CATALOGUE_INDEX),
        ...PAGE_READ_MODELS.map((name) => deps.readModels.checkpoint(name)),
      ])
    ).join(':');

  /** Renders under way, by address and version: visitors arriving together (after a change, say) share one. */
  const underWay = new Map<string, Promise<string | null>>();
  const renderOnce = (url: string, version: string) => {
    const key = `${version}\n${url}`;
    let render = underWay.get(key);
    if (!render) {
      render = entry.render(`${deps.publicUrl}${url}`, answerFor).finally(() => underWay.delete(key));
      underWay.set(key, render);
    }
    return render;
  };

  return async (request) => {
    const started = performance.now();
    const version = await dataVersion();
    const cached = rendered.get(request.url, version);
    metrics.answerCacheLookup('first-render', cached !== null);
    if (cached !== null) return { markup: cached.toString('utf8'), ms: performance.now() - started, cached: true };
    try {
      const markup = await renderOnce(request.url, version);
      if (markup === null) return null;
      rendered.set(request.url, version, markup);
      return { markup, ms: performance.now() - started, cached: false };
    } catch (error) {
      request.log.error({ err: error }, 'No se pudo dibujar la página en el servidor; la dibuja el navegador');
      return null;
    }
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page with the first render in its root (a function replacement: listing text such as `$'` stays text). */
export const withFirstRender = (html: string, firstRender: FirstRender | null) =>
  firstRender ? html.replace(EMPTY_ROOT, () => `<div id="root">${firstRender.markup}</div>`) : html;

/** Server-Timing for the browser's developer tools and the benchmark: the render's time, and whether it was cached. */
export const renderTiming = (firstRender: FirstRender) =>
  `render;dur=${firstRender.ms.toFixed(1)};desc="${firstRender.cached ? 'en caché' : 'dibujada'}"`;
