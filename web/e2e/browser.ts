import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { DiskBlobStore } from '../../infra/disk/disk-blob-store.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { startApp } from '../../services/runtime/start-app.js';
import { createOutbox } from '../../services/runtime/mail.js';
import { SESSION_COOKIE } from '../../services/api/auth/register-auth.js';
import { SecretBox } from '../../services/api/auth/secrets.js';
import { startOutbox } from '../../reactors/outbox/start-outbox.js';
import { InMemoryMailer } from '../../infra/memory/in-memory-mailer.js';

import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import {
  copySeededState,
  PHOTOS_FOLDER,
  PORTAL_SECRET_KEY,
  prepareSeededState,
  type Role,
  type SeededState,
} from './seeded-state.js';

export { ADMIN, ASESOR, PORTAL_SECRET_KEY, STAFF } from './seeded-state.js';

/** Where the portal serves the maps' stand-in tiles. */
export const TEST_TILES_PATH = '/test-tiles';
const TEST_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48uYZAAVuArchHy3UAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A port held until `release`, just before the portal listens on it: its PUBLIC_URL must name the address first.
 * Released at once, the port stayed free for the seconds the portal took to start, and another run's portal (or
 * Chromium's connections) took it once in a loaded run (EADDRINUSE).
 */
async function reservedPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface PortalOptions {
  /** Another build's folder (the benchmarks of scripts/bench measure one). */
  buildFolder?: string;
  /** The state to copy (the browser project's global setup made it); without it the portal seeds its own. */
  seeded?: SeededState;
  /** A running Chromium to connect to; without it the portal launches its own. */
  chromiumEndpoint?: string;
}

/**
 * The production build served by the real server on the embedded adapters, in a private data directory copied from
 * the seeded state (the demo catalogue, the three accounts and their sessions), so that what a test changes stays in
 * its own portal.
 */
export async function startPortal({ buildFolder, seeded, chromiumEndpoint }: PortalOptions = {}) {
  // E2E_WEB_ROOT names another build: `npm test` builds its own into test-results/web (`npm run build:test`), so a
  // portal serving dist/web from the same checkout keeps its files; `WEB_OUT_DIR=<folder> npm run build` makes one.
  const webRoot = resolve(buildFolder ?? process.env.E2E_WEB_ROOT ?? 'dist/web');
  if (!existsSync(resolve(webRoot, 'index.html')))
    throw new Error(
      `Falta la compilación web en ${webRoot}: ejecute \`npm run build\` (o \`npm run build:test\` y E2E_WEB_ROOT=test-results/web) antes de las pruebas de navegador.`,
    );
  if (!chromiumEndpoint && !existsSync(CHROMIUM))
    throw new Error(`Falta ${CHROMIUM}: instale el paquete de Debian \`chromium-headless-shell\` (lo hace .ci/run).`);
  const { port, release } = await reservedPort();
  const state = seeded ?? (await prepareSeededState(await mkdtemp(join(tmpdir(), 'portal-e2e-seeded-'))));
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  await copySeededState(state, dataDir);
  const ports = createEmbeddedPorts(dataDir);
  ports.blobs = new DiskBlobStore(PHOTOS_FOLDER);
  const { app, projector } = await startApp(ports, {
    secretKey: PORTAL_SECRET_KEY,
    publicUrl: `http://127.0.0.1:${port}`,
    webRoot,
    logger: false,
    // The maps' tiles come from this server, never from the internet: one pale pixel per tile.
    mapTiles: { tilesUrl: `http://127.0.0.1:${port}${TEST_TILES_PATH}/{z}/{x}/{y}.png` },
  });
  app.get(`${TEST_TILES_PATH}/*`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/png').send(TEST_TILE),
  );
  await release();
  const origin = await app.listen({ port, host: '127.0.0.1' });
  // Mail leaves as in production, every second, into a mailbox the tests read (and can make fail).
  const mailer = new InMemoryMailer();
  const outbox = startOutbox(
    createOutbox(ports, mailer, { publicUrl: origin, secretBox: new SecretBox(PORTAL_SECRET_KEY) }),
    { log: () => undefined },
  );
  // Connected to the run's one Chromium, close() only ends this portal's contexts (and pages).
  const browser: Browser = chromiumEndpoint
    ? await chromium.connect(chromiumEndpoint)
    : await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  prepareEveryContext(browser);
  return {
    origin,
    browser,
    /** The portal's stores: what it recorded (the events a mail is composed from). */
    ports,
    /** What the portal sent. */
    mailer,
    /** The open session of each seeded account (the `sid` cookie): `signedIn` puts one in a page. */
    sessions: state.sessions,
    close: async () => {
      await browser.close();
      await outbox.stop();
      await app.close();
      await projector.stop();
      await ports.close();
      await rm(dataDir, { recursive: true, force: true });
      if (!seeded) await rm(state.dataDir, { recursive: true, force: true });
    },
  };
}

export type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * Every context of this browser (`newPage` makes its own through `newContext`) is one a test can act in at once:
 * - Playwright's waits (a locator, a navigation) give up after 30 s by default: a safety net, never the assertion, so
 *   they wait a minute, as much as a page needs on a two-core machine running another suite beside this one.
 * - A page's `goto` and `reload` resolve once React has taken over what the server drew (`reactHasTakenOver`), so no
 *   test's first tap lands on markup without handlers, whichever test forgets to wait for it.
 */
function prepareEveryContext(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(60_000);
    context.setDefaultNavigationTimeout(60_000);
    // Without JavaScript (the server's first render alone), there is nothing to take over.
    if (options?.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await reactHasTakenOver(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await reactHasTakenOver(page);
        return response;
      };
      return page;
    };
    return context;
  };
}

/**
 * One portal per test file, on the run's seeded state and Chromium (global-setup.ts): started before its tests,
 * closed after them; its fields are filled in by then.
 */
export function portalPerFile(): Portal {
  const portal = {} as Portal;
  beforeAll(async () => {
    Object.assign(
      portal,
      await startPortal({ seeded: inject('seededState'), chromiumEndpoint: inject('chromiumEndpoint') }),
    );
  });
  afterAll(async () => portal.close?.());
  return portal;
}

/**
 * Gives the page's context the seeded session of `role`, as if it had signed in through the form (which sign-in.test.ts
 * and the tests of the form itself still do): no argon2 check and no form per test.
 */
export async function signedIn(page: Page, portal: Pick<Portal, 'origin' | 'sessions'>, role: Role) {
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: portal.sessions[role], url: portal.origin, httpOnly: true, sameSite: 'Lax' },
    ]);
}

/**
 * Pages as the server sends them without its first render, for the browser to draw: for tests of what the browser's
 * own requests bring (a failing API, a stubbed answer), which the server's render would otherwise have answered
 * from the server before the browser asked.
 */
export async function withoutFirstRender(target: Page | BrowserContext) {
  await target.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      // Only the portal's own pages: a frame's document (a 360° tour elsewhere) goes its way untouched.
      const request = route.request();
      if (request.resourceType() !== 'document' || request.frame().parentFrame() !== null) return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<div id="root">[\s\S]*<\/body>/, '<div id="root"></div></body>');
      const headers = { ...response.headers() };
      // The text is decoded here: the length and encoding of what the server sent no longer apply.
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

/** Opens the administration panel at `path` with the admin's seeded session and waits for it. */
export async function openAdminPanel(page: Page, portal: Pick<Portal, 'origin' | 'sessions'>, path = '/admin') {
  await signedIn(page, portal, 'admin');
  await page.goto(`${portal.origin}${path}`);
  await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
}

/**
 * Records, from inside the page, whether each of `texts` was ever on screen (every change to the document is looked
 * at as it happens), for text a page shows only until a timer of its own takes it away, such as a toast before a
 * redirect: a locator could look too late on a loaded machine. Call before the page is opened; read after.
 */
export async function textsSeen(page: Page, texts: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.exposeFunction('reportTextsSeen', (found: string[]) => found.forEach((text) => seen.add(text)));
  // A string, evaluated in the page: this file is type-checked without the DOM's types.
  await page.addInitScript(`{
    const texts = ${JSON.stringify(texts)};
    new MutationObserver(() => {
      const shown = document.body ? document.body.innerText : '';
      const found = texts.filter((text) => shown.includes(text));
      if (found.length > 0) window.reportTextsSeen(found);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  return seen;
}

/**
 * Resolves once React has taken over the page the server drew: a tap before that lands on markup with no handler and
 * is lost (on a loaded machine the mobile menu's button was tapped first, and its menu never opened), and a scroll
 * before it can be undone by what hydration lays out. React has taken over once it has rendered the root's outermost
 * element (hydration renders from the leaves up, and commits right after): that element then carries React's fiber.
 * A document that is not the portal's app (an API's answer, an error page without scripts) resolves at once. Every
 * `goto` and `reload` waits for it (prepareEveryContext); it polls on animation frames, so a page's clock is paused
 * only after it.
 */
async function reactHasTakenOver(page: Page) {
  // A function, not a string: the portal's CSP forbids eval, with which Playwright polls a string. It runs in the
  // page, which this file is compiled without the DOM's types for.
  await page.waitForFunction(() => {
    const document = (globalThis as unknown as { document: PageDocument }).document;
    const root = document.getElementById('root');
    if (!root || !document.querySelector('script[type="module"]')) return true;
    const outermost = root.firstElementChild;
    return outermost !== null && Object.keys(outermost).some((key) => key.startsWith('__reactFiber'));
  });
}

/** What reactHasTakenOver reads of the page's document. */
interface PageDocument {
  getElementById(id: string): { firstElementChild: object | null } | null;
  querySelector(selector: string): object | null;
}

/**
 * Resolves once the page has drawn twice more, so that what its last answer or scroll set in motion (a render, an
 * observer's callback and the request it makes) has run: for a check that something did not happen, which no
 * locator can wait for.
 */
export async function afterTwoFrames(page: Page) {
  // A string: this file is compiled without the DOM's types.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

/**
 * Stops the page's clock (installed with `page.clock.install()`): from here its time moves only when the test moves
 * it. It stops a minute ahead of the page's present, because pausing at a moment the page has already passed fails,
 * and on a loaded machine more than a second can go by between reading the page's time and pausing it.
 */
export async function pausePageClock(page: Page) {
  await page.clock.pauseAt(((await page.evaluate('Date.now()')) as number) + 60_000);
}
