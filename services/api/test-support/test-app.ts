import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { handleCommand } from '../../command-handling/command-handler.js';
import { masterDataDecider } from '../../domain/master-data/decider.js';
import { masterDataStream, type MasterDataKind } from '../../domain/master-data/events.js';
import { userDecider, userIdFromEmail } from '../../domain/user/decider.js';
import { userStream, type UserRole } from '../../domain/user/events.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import type { ReadModelStore } from '../../../infra/ports/read-model-store.js';
import type { BlobStore } from '../../../infra/ports/blob-store.js';
import type { ProjectorOptions } from '../../../projections/runner/registration.js';
import type { ExternalImageOptions } from '../photos/fetch-external-image.js';
import type { PendingPhotos } from '../context.js';
import type { BackupReporter } from '../backup-report.js';
import { hashPassword } from '../auth/passwords.js';
import { newPhotoId, photoPath, savePhoto } from '../photos/photo-library.js';
import { createEmbeddedPorts } from '../../runtime/adapters.js';
import { startApp } from '../../runtime/start-app.js';
import { createOutbox } from '../../runtime/mail.js';
import { InMemoryMailer } from '../../../infra/memory/in-memory-mailer.js';
import type { Mailer } from '../../../infra/ports/mailer.js';
import type { OutboxOptions } from '../../../reactors/outbox/outbox.js';
import { SecretBox } from '../auth/secrets.js';
import { SignedLinks } from '../auth/signed-links.js';
import { seedDemoCatalogue } from '../../demo-catalogue/run-seed.js';

export const ADMIN = { email: 'admin@portal.test', password: 'clave-admin-segura' };
export const VISITOR_USER = { email: 'usuario@portal.test', password: 'clave-usuario-segura' };
/** An agent: enters the panel for listings, their photos and the leads. */
export const ASESOR = { email: 'asesor@portal.test', password: 'clave-asesor-segura' };

/** The test server's SECRET_KEY: a test signs with it what the server would mail (a password-reset link). */
export const TEST_SECRET_KEY = 'secreto-de-pruebas-con-32-caracteres!';

/** Master data most tests need: ids follow the slug of the name. */
const MASTER_DATA: Array<[MasterDataKind, string, string]> = [
  ['property-type', 'apartamento', 'Apartamento'],
  ['property-type', 'casa', 'Casa'],
  ['municipality', 'bogota', 'Bogotá'],
  ['municipality', 'medellin', 'Medellín'],
  ['municipality', 'cali', 'Cali'],
  ['characteristic', 'piscina', 'Piscina'],
  ['characteristic', 'ascensor', 'Ascensor'],
];

export interface TestAppOptions {
  clock?: () => Date;
  rateLimits?: { login: number; contact: number };
  /** Addresses of trusted proxies; `true` trusts 127.0.0.1, the address `app.inject` calls from by default. */
  trustProxy?: boolean | string;
  /** PUBLIC_URL; `http://portal.test` unless a test is about it. */
  publicUrl?: string;
  /** A built web app to serve (a folder with an index.html). */
  webRoot?: string;
  /** Stand in for the stores (e.g. ones whose writes can be made to fail). */
  wrapEventStore?: (store: EventStore) => EventStore;
  wrapReadModelStore?: (store: ReadModelStore) => ReadModelStore;
  /** The photo store instead of one in memory (e.g. an S3 bucket). */
  blobs?: BlobStore;
  /** Photos the app must store on demand rather than answer 404 (the demo photos, as `npm start` wires them). */
  pendingPhotos?: PendingPhotos;
  /** Keeps the embedded stores in files there (another process can open them) instead of in memory. */
  dataDir?: string;
  /** E.g. short retry pauses, so a healed fault is noticed quickly. */
  projector?: ProjectorOptions;
  /** Stand-ins for DNS, the address policy and time when copying external images. */
  photoDownloads?: ExternalImageOptions;
  /** `demo`: the demo catalogue (with its own master data) instead of the small MASTER_DATA set. */
  seed?: 'demo';
  /** The API's and the projector's log (none unless a test reads it). */
  logger?: FastifyBaseLogger;
  /** READY_MAX_LAG_SECONDS. */
  readyMaxLagSeconds?: number;
  /** Where the outbox sends (e.g. an SMTP server started by the test); one that keeps messages in memory otherwise. */
  mailer?: Mailer;
  outbox?: OutboxOptions;
  /** MAIL_FROM, as the outbox reads it; none by default (mail in the agency's name from avisos@portal.test). */
  mailFrom?: string;
  /** The nightly backups /api/ready and /metrics report (BACKUP_DIR). */
  backups?: BackupReporter;
}

/**
 * The whole API on the embedded adapters, in memory: what `npm start` runs, minus the disk.
 * Requests go through `app.inject`.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const ports = createEmbeddedPorts(options.dataDir ?? ':memory:');
  if (options.wrapEventStore) ports.store = options.wrapEventStore(ports.store);
  if (options.wrapReadModelStore) ports.readModelStore = options.wrapReadModelStore(ports.readModelStore);
  if (options.blobs) ports.blobs = options.blobs;
  const context = { actor: 'system', correlationId: 'test-setup', now: clock() };
  const register = async (email: string, password: string, role: UserRole) => {
    const userId = userIdFromEmail(email);
    await handleCommand(
      ports.store,
      userDecider,
      userStream(userId),
      {
        type: 'RegisterUser',
        data: {
          userId,
          email,
          firstName: { admin: 'Admin', asesor: 'Asesora', user: 'Usuario' }[role],
          profileImageUrl: null,
          role,
          passwordHash: await hashPassword(password),
          now: clock().toISOString(),
        },
      },
      { context },
    );
  };
  // A data dir that already holds a log is a restart: what was set up the first time is there.
  if ((await ports.store.headPosition()) < 0n) {
    if (options.seed === 'demo') await seedDemoCatalogue(ports.store, clock());
    else
      for (const [kind, id, name] of MASTER_DATA) {
        await handleCommand(
          ports.store,
          masterDataDecider,
          masterDataStream(kind, id),
          { type: 'AddMasterDataItem', data: { kind, id, name, now: clock().toISOString() } },
          { context },
        );
      }
    await register(ADMIN.email, ADMIN.password, 'admin');
    await register(VISITOR_USER.email, VISITOR_USER.password, 'user');
    await register(ASESOR.email, ASESOR.password, 'asesor');
  }

  const { app, readModels, projector } = await startApp(ports, {
    secretKey: TEST_SECRET_KEY,
    projector: options.projector,
    clock,
    logger: options.logger ?? false,
    readyMaxLagSeconds: options.readyMaxLagSeconds,
    backups: options.backups,
    rateLimits: options.rateLimits ?? { login: 1_000, contact: 1_000 },
    trustProxy: options.trustProxy === true ? '127.0.0.1' : (options.trustProxy ?? false),
    publicUrl: options.publicUrl ?? 'http://portal.test',
    webRoot: options.webRoot,
    photoDownloads: options.photoDownloads,
    pendingPhotos: options.pendingPhotos,
  });

  const signIn = async (credentials: { email: string; password: string }) => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
    if (!cookie) throw new Error('no session cookie');
    return `sid=${cookie.value}`;
  };

  const secretBox = new SecretBox(TEST_SECRET_KEY);
  const mailer = options.mailer ?? new InMemoryMailer();
  // Not started: a test moves it with deliverMail, on its own clock.
  const outbox = createOutbox(ports, mailer, {
    publicUrl: options.publicUrl ?? 'http://portal.test',
    mailFrom: options.mailFrom,
    secretBox,
    options: options.outbox,
  });
  /** What the outbox does in one round at `now`: the new events' messages queued, then the due ones sent. */
  const deliverMail = async (now = clock()) => {
    await projector.waitFor(await ports.store.headPosition());
    return outbox.round(now);
  };

  return {
    app,
    ports,
    projector,
    readModels,
    mailer,
    outbox,
    deliverMail,
    /** The links the server mails, as it signs them. */
    links: new SignedLinks(secretBox),
    signIn,
    adminCookie: () => signIn(ADMIN),
    userCookie: () => signIn(VISITOR_USER),
    asesorCookie: () => signIn(ASESOR),
    close: async () => {
      await app.close();
      await projector.stop();
      await ports.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A photo in the app's store, as an upload leaves it; its public path, which a listing may then name. */
export async function storePhoto(t: TestApp, id = newPhotoId()): Promise<string> {
  await savePhoto(t.ports.blobs, id, [{ width: 640, bytes: Buffer.from('webp') }]);
  return photoPath(id);
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as T;

/** A valid listing body; override what the test is about. */
export const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Apartamento moderno en Chapinero',
  description: 'Luminoso, con vista a los cerros.',
  address: 'Calle 63 # 9-45, Chapinero, Bogotá',
  price: '450.000.000',
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'bogota',
  bedrooms: 3,
  bathrooms: 2,
  area: '85,5',
  characteristicIds: ['ascensor'],
  ...overrides,
});

/** A web build with nothing but its index.html, so the app draws pages (and their heads); the caller removes it. */
export function bareWebBuild(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `${name}-web-`));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}
