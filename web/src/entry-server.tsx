import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { SWRConfig, type Cache, type State } from 'swr';
import { firstRenderDataScript, type FirstRenderData } from './app/first-render';
import { INFINITE_PREFIX } from './lib/listing-caches';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { PublicOriginContext } from './lib/public-origin';

/** The answer the API gives everyone at a GET address (`/api/…`), or undefined when there is none to share. */
export type AnswerFor = (path: string) => Promise<unknown>;

const handler = createStaticHandler(routes);
/** Enough for a page whose data leads to more data (a property, then what is shown beside it); never a loop. */
const MAX_PASSES = 4;
/**
 * A Suspense boundary still waiting when React wrote it out (code loaded during that render): React would finish it
 * with an inline script, which the CSP forbids. The next render finds the code loaded and writes it in place.
 */
const PENDING_BOUNDARY = '<!--$?-->';

/** A fresh SWR cache per render (never the module's global one, which every visitor would share) that notes each key read. */
class RecordingCache extends Map<string, State> implements Cache {
  readonly read = new Set<string>();

  override get(key: string) {
    this.read.add(key);
    return super.get(key);
  }
}

async function renderOnce(context: StaticHandlerContext, cache: RecordingCache, origin: string): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazily loaded piece (a page's code, similar listings) so none is sent as a placeholder;
  // an unbounded chunk size keeps React from moving large parts to the end of the page, with an inline script (which
  // the CSP forbids) to put them back in place.
  const { prelude } = await prerenderToNodeStream(
    <SWRConfig value={{ provider: () => cache }}>
      <StrictMode>
        {/* `url` is on PUBLIC_URL (first-render.ts), the origin the browser reads from the canonical link. */}
        <PublicOriginContext value={origin}>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </PublicOriginContext>
      </StrictMode>
    </SWRConfig>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** What a key reads: a GET address of the API as is, an infinite list as its first page; nothing else. */
async function answerForKey(key: string, answerFor: AnswerFor, data: FirstRenderData): Promise<void> {
  if (key.startsWith(INFINITE_PREFIX)) {
    const firstPage = key.slice(INFINITE_PREFIX.length);
    const page = firstPage.startsWith('/api/') ? await answerFor(firstPage) : undefined;
    if (page !== undefined) data[key] = [page];
  } else if (key.startsWith('/api/')) {
    const answer = await answerFor(key);
    if (answer !== undefined) data[key] = answer;
  }
}

/**
 * The app's markup for `url`, as the browser's first render will draw it, followed by the answers it was drawn from
 * (for main.tsx to hydrate with); null for an address the router does not render itself (a redirect), or when no
 * render came out whole.
 * A render notes the SWR keys its hooks read; the API answers for them (`answerFor`) and the page is drawn again with
 * them, until a render asks for nothing new. What has no shared answer (the visitor's session, an AI search) is drawn
 * loading, as the browser's first render draws it too, and is fetched there.
 */
export async function render(url: string, answerFor: AnswerFor): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const data: FirstRenderData = {};
  const asked = new Set<string>();
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const cache = new RecordingCache(Object.entries(data).map(([key, answer]) => [key, { data: answer }]));
    const html = await renderOnce(context, cache, new URL(url).origin);
    const newKeys = [...cache.read].filter((key) => !asked.has(key));
    for (const key of newKeys) asked.add(key);
    const before = Object.keys(data).length;
    await Promise.all(newKeys.map((key) => answerForKey(key, answerFor, data)));
    if (Object.keys(data).length === before && !html.includes(PENDING_BOUNDARY))
      return html + firstRenderDataScript(data);
  }
  return null;
}
