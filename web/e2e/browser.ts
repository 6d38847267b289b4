import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DiskBlobStore } from '../../infra/disk/disk-blob-store.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { DemoPhotos } from '../../services/runtime/demo-photos.js';
import { startApp } from '../../services/runtime/start-app.js';
import { seedDemoCatalogue } from '../../services/demo-catalogue/run-seed.js';
import { ensureAdminAccount } from '../../services/runtime/admin-account.js';
import { createOutbox } from '../../services/runtime/mail.js';
import { SecretBox } from '../../services/api/auth/secrets.js';
import { startOutbox } from '../../reactors/outbox/start-outbox.js';
import { InMemoryMailer } from '../../infra/memory/in-memory-mailer.js';

export const ADMIN = { email: 'admin@portal.test', password: 'clave-de-navegador' };
/** A signed-in account without the admin role (staff, or a visitor with an account). */
export const STAFF = { email: 'equipo@portal.test', password: 'clave-de-equipo' };
/** An agent: enters the panel for the listings and the leads only (issue 25). */
export const ASESOR = { email: 'agente@portal.test', password: 'clave-de-asesora' };
/** The portal's SECRET_KEY: a test signs with it what the portal mails (a password-reset link). */
export const PORTAL_SECRET_KEY = 'pruebas-de-navegador';

const CHROMIUM = '/usr/bin/chromium';
// Never Playwright's own browser download: Debian's Chromium, with the network features it must not use here.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Where the portal serves the maps' stand-in tiles. */
export const TEST_TILES_PATH = '/test-tiles';
const TEST_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48uYZAAVuArchHy3UAAAAAElFTkSuQmCC',
  'base64',
);

/** A port free now: the portal's PUBLIC_URL must name the address it is about to listen on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The production build served by the real server on the embedded adapters with the demo catalogue. The
 * benchmarks of scripts/bench measure another build by passing its folder.
 */
export async function startPortal(buildFolder?: string) {
  // E2E_WEB_ROOT names another build: `npm test` builds its own into test-results/web (`npm run build:test`), so a
  // portal serving dist/web from the same checkout keeps its files; `WEB_OUT_DIR=<folder> npm run build` makes one.
  const webRoot = resolve(buildFolder ?? process.env.E2E_WEB_ROOT ?? 'dist/web');
  if (!existsSync(resolve(webRoot, 'index.html')))
    throw new Error(
      `Falta la compilación web en ${webRoot}: ejecute \`npm run build\` (o \`npm run build:test\` y E2E_WEB_ROOT=test-results/web) antes de las pruebas de navegador.`,
    );
  if (!existsSync(CHROMIUM))
    throw new Error(`Falta ${CHROMIUM}: instale el paquete de Debian \`chromium\` (lo hace .ci/run).`);
  const ports = createEmbeddedPorts(':memory:');
  await seedDemoCatalogue(ports.store, new Date());
  // The demo listings' photos as `npm start` stores them, rendered once into a folder every portal of this checkout
  // shares (some 12 s of one core for the first; a photo's address never changes): never a page of missing photos.
  ports.blobs = new DiskBlobStore(resolve('test-results/e2e-photos'));
  await new DemoPhotos(ports.blobs).storeMissing();
  await ensureAdminAccount(ports.store, ADMIN.email, ADMIN.password, new Date());
  await ensureAdminAccount(ports.store, STAFF.email, STAFF.password, new Date(), 'user');
  await ensureAdminAccount(ports.store, ASESOR.email, ASESOR.password, new Date(), 'asesor');
  const port = await freePort();
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
  const origin = await app.listen({ port, host: '127.0.0.1' });
  // Mail leaves as in production, every second, into a mailbox the tests read (and can make fail).
  const mailer = new InMemoryMailer();
  const outbox = startOutbox(
    createOutbox(ports, mailer, { publicUrl: origin, secretBox: new SecretBox(PORTAL_SECRET_KEY) }),
    { log: () => undefined },
  );
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    origin,
    browser,
    /** The portal's stores: what it recorded (the events a mail is composed from). */
    ports,
    /** What the portal sent. */
    mailer,
    close: async () => {
      await browser.close();
      await outbox.stop();
      await app.close();
      await projector.stop();
      await ports.close();
    },
  };
}

export type Portal = Awaited<ReturnType<typeof startPortal>>;

/** One portal per test file: started before its tests, closed after them; its fields are filled in by then. */
export function portalPerFile(): Portal {
  const portal = {} as Portal;
  beforeAll(async () => {
    Object.assign(portal, await startPortal());
  });
  afterAll(async () => portal.close?.());
  return portal;
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

/** Signs the admin in through the login page and waits for the administration panel at `path`. */
export async function openAdminPanel(page: Page, origin: string, path = '/admin') {
  await page.goto(`${origin}/login?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
}

/**
 * Stops the page's clock (installed with `page.clock.install()`): from here its time moves only when the test moves
 * it. It stops a minute ahead of the page's present, because pausing at a moment the page has already passed fails,
 * and on a loaded machine more than a second can go by between reading the page's time and pausing it.
 */
export async function pausePageClock(page: Page) {
  await page.clock.pauseAt(((await page.evaluate('Date.now()')) as number) + 60_000);
}
