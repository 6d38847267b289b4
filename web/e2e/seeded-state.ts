import { cp, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DiskBlobStore } from '../../infra/disk/disk-blob-store.js';
import { seedDemoCatalogue } from '../../services/demo-catalogue/run-seed.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { ensureAdminAccount } from '../../services/runtime/admin-account.js';
import { DemoPhotos } from '../../services/runtime/demo-photos.js';
import { startApp } from '../../services/runtime/start-app.js';
import { SESSION_COOKIE } from '../../services/api/auth/register-auth.js';

export const ADMIN = { email: 'admin@portal.test', password: 'clave-de-navegador' };
/** A signed-in account without the admin role (staff, or a visitor with an account). */
export const STAFF = { email: 'equipo@portal.test', password: 'clave-de-equipo' };
/** An agent: enters the panel for the listings and the leads only (issue 25). */
export const ASESOR = { email: 'agente@portal.test', password: 'clave-de-asesora' };
/** The portal's SECRET_KEY: a test signs with it what the portal mails (a password-reset link). */
export const PORTAL_SECRET_KEY = 'pruebas-de-navegador';

export const ACCOUNTS = { admin: ADMIN, staff: STAFF, asesor: ASESOR } as const;
export type Role = keyof typeof ACCOUNTS;

/** The demo listings' photos as `npm start` stores them, shared by every portal of this checkout. */
export const PHOTOS_FOLDER = resolve('test-results/e2e-photos');

/**
 * What every browser test's portal starts from: a data directory holding the demo catalogue and the three accounts
 * as events, its read models caught up, and one open session per account (the `sid` cookie's value).
 */
export interface SeededState {
  dataDir: string;
  sessions: Record<Role, string>;
}

/**
 * Made once per run (global-setup.ts) by the same code `npm start` seeds with: the 93 listings' commands, three
 * argon2 hashes and three sign-ins cost seconds, which every test file paid before; a portal now copies the folder
 * (`copySeededState`) and starts on the real file-backed stores, as a restarted `npm start` does.
 */
export async function prepareSeededState(dataDir: string): Promise<SeededState> {
  await mkdir(dataDir, { recursive: true });
  // Rendered once per checkout (some 12 s of one core the first time; a photo's address never changes).
  await new DemoPhotos(new DiskBlobStore(PHOTOS_FOLDER)).storeMissing();
  const ports = createEmbeddedPorts(dataDir);
  const now = new Date();
  await seedDemoCatalogue(ports.store, now);
  await ensureAdminAccount(ports.store, ADMIN.email, ADMIN.password, now);
  await ensureAdminAccount(ports.store, STAFF.email, STAFF.password, now, 'user');
  await ensureAdminAccount(ports.store, ASESOR.email, ASESOR.password, now, 'asesor');
  const { app, projector } = await startApp(
    { ...ports, blobs: new DiskBlobStore(PHOTOS_FOLDER) },
    { secretKey: PORTAL_SECRET_KEY, publicUrl: 'http://127.0.0.1', logger: false },
  );
  try {
    const sessions = {} as Record<Role, string>;
    for (const [role, account] of Object.entries(ACCOUNTS) as [Role, (typeof ACCOUNTS)[Role]][]) {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: account });
      const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
      if (response.statusCode !== 200 || !cookie)
        throw new Error(`No se pudo abrir la sesión de ${account.email}: ${response.statusCode} ${response.body}`);
      sessions[role] = cookie.value;
    }
    // Every read model holds the sessions before the folder is copied: a copy's projector then starts at the head.
    if (!(await projector.waitFor(await ports.store.headPosition(), { timeoutMs: 60_000 })))
      throw new Error('Las proyecciones del estado sembrado no alcanzaron el último evento.');
    return { dataDir, sessions };
  } finally {
    await app.close();
    await projector.stop();
    await ports.close();
  }
}

/** A private copy of the prepared data directory for one portal, into an empty folder. */
export async function copySeededState(seeded: SeededState, into: string): Promise<void> {
  await cp(seeded.dataDir, into, { recursive: true });
}
