import type { FastifyBaseLogger } from 'fastify';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runtimeProjections } from './projections.js';
import { CheckpointGate, checkpointSources } from '../../projections/runner/checkpoint-gate.js';
import { ReadModels } from '../../projections/runner/read-models.js';
import { startOutbox } from '../../reactors/outbox/start-outbox.js';
import { startPublicationScheduler } from '../../reactors/publication-scheduler/publication-scheduler.js';
import { SecretBox } from '../api/auth/secrets.js';
import type { AppDeps } from '../api/context.js';
import { startUploadCleanup } from '../api/photos/remove-unreferenced-uploads.js';
import { holdsDemoCatalogue, seedDemoCatalogue } from '../demo-catalogue/run-seed.js';
import { createAdapters } from './adapters.js';
import { NightlyBackups, startNightlyBackups } from './backup/nightly-backups.js';
import { lockDataDir, needsDataDirLock } from './data-dir-lock.js';
import {
  DEMO_ADMIN_FILE,
  demoAdminCredentials,
  ensureAdminAccount,
  ensureDemoAdmin,
  retireDemoPassword,
} from './admin-account.js';
import type { Config } from './config.js';
import { startStoringDemoPhotos } from './demo-photos.js';
import { projectorLog } from './logger.js';
import { checkMailer, createMailer, createOutbox } from './mail.js';
import { apiSearchIndexSnapshots } from './search-index-snapshot.js';
import { resolveSecretKey } from './secret-key.js';
import type { StartAdmin } from './start-banner.js';
import { startProjections } from './start-projections.js';

export interface ApiRuntime {
  deps: AppDeps;
  /** Which adapters run, for the start-up log. */
  description: string;
  /** Who can sign in to the panel, for the start-up banner. */
  admin: StartAdmin;
  /**
   * The first step of a stop, before the server waits for its open connections: no mail leaves after it (the message
   * being handed over finishes), and a process starting on the same data folder waits for this one to end.
   */
  beginStop(): Promise<void>;
  /** Stops everything; the data folder's lock is released last, once the outbox stopped and the stores closed. */
  close(): Promise<void>;
}

/** What the API process needs before it listens: its stores, the demo data on a first start, its admin, its projections. */
export async function createApiRuntime(config: Config, logger: FastifyBaseLogger): Promise<ApiRuntime> {
  const log = (message: string) => logger.info(message);
  // Taken before any store opens. Only a process that projects and sends needs it (data-dir-lock.ts): one with
  // PROJECTOR=external does neither, and a second one with PROJECTOR=inline on this folder would mail everything again.
  const lock =
    config.PROJECTOR === 'inline' && needsDataDirLock(config)
      ? await lockDataDir(config.DATA_DIR, { log, waitMs: config.LOCK_WAIT_SECONDS * 1_000 })
      : null;
  const adapters = await createAdapters(config, log);
  const { store } = adapters;
  const now = new Date();
  const seeding = config.SEED === 'demo' && (await store.headPosition()) < 0n;
  if (seeding) {
    const counts = await seedDemoCatalogue(store, now);
    log(`Catálogo de demostración creado: ${counts.properties} propiedades, ${counts.events} eventos.`);
  }
  // Files the process writes itself (demo admin, generated key) need the folder even when no store is embedded.
  const usesDataDir = (config.SEED === 'demo' && !config.ADMIN_EMAIL) || !config.SECRET_KEY;
  if (usesDataDir) mkdirSync(config.DATA_DIR, { recursive: true });
  const demoAdminFile = join(config.DATA_DIR, DEMO_ADMIN_FILE);
  const admin =
    config.ADMIN_EMAIL && config.ADMIN_PASSWORD ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD } : null;
  let demo = !config.ADMIN_EMAIL && config.SEED === 'demo' ? demoAdminCredentials(config.DATA_DIR) : null;
  if (admin) {
    const outcome = await ensureAdminAccount(store, admin.email, admin.password, now);
    if (outcome !== 'unchanged')
      log(`Cuenta de administrador ${admin.email}: ${outcome === 'created' ? 'creada' : 'actualizada'}.`);
  }
  if (demo) {
    let outcome = await ensureDemoAdmin(store, demo.email, demo.password, now);
    if (outcome === 'missing') {
      // The file outlived the store it was written for: a new demo admin, with a new password.
      rmSync(demoAdminFile, { force: true });
      demo = demoAdminCredentials(config.DATA_DIR);
      outcome = await ensureDemoAdmin(store, demo.email, demo.password, now);
    }
    if (outcome === 'chosen') {
      retireDemoPassword(config.DATA_DIR);
      demo = { ...demo, password: null };
    }
    if (outcome === 'created') log(`Cuenta de administrador ${demo.email}: creada.`);
    // The password itself goes only to the banner the server prints once it listens (api-server.ts), not the JSON log.
    log(
      demo.password === null
        ? `Administrador de demostración: ${demo.email} (ya eligió su contraseña).`
        : `Administrador de demostración: ${demo.email} (contraseña en ${demoAdminFile}).`,
    );
  }
  const readModels = new ReadModels(adapters.readModelStore);
  // Loaded before the projector starts, which then only catches up from the snapshot's checkpoint.
  const snapshots = apiSearchIndexSnapshots(config, adapters, logger);
  await snapshots?.load();
  const projector =
    config.PROJECTOR === 'inline' ? (await startProjections(adapters, { log: projectorLog(logger) })).projector : null;
  // A first start of a large catalogue leaves a snapshot, so that even a crash later restarts fast.
  await snapshots?.afterCatchUp();
  const projections =
    projector ??
    new CheckpointGate(
      store,
      checkpointSources(
        { store, readModels: adapters.readModelStore, searchIndex: adapters.searchIndex },
        runtimeProjections(adapters.embedder),
      ),
    );
  // Once the projections caught up, so that rendering takes no core from them. Also on a later start (whatever SEED
  // says now): one stopped before every photo was stored completes them.
  const demoPhotos =
    seeding || (await holdsDemoCatalogue(store)) ? startStoringDemoPhotos(adapters.blobs, logger) : null;
  // Taken by the process that owns DATA_DIR's files; only the embedded default has them (config.ts).
  const backups = config.BACKUP_DIR
    ? new NightlyBackups({
        dataDir: config.DATA_DIR,
        backupDir: config.BACKUP_DIR,
        keep: config.BACKUP_KEEP,
        startedAt: now,
        log,
      })
    : null;
  const deps: AppDeps = {
    ...(demo ? { demoAdmin: { email: demo.email, passwordChosen: () => retireDemoPassword(config.DATA_DIR) } } : {}),
    store,
    readModels,
    searchIndex: adapters.searchIndex,
    embedder: adapters.embedder,
    blobs: adapters.blobs,
    // A visitor who comes before the background loop stored a photo gets it rendered on the spot (demo-photos.ts).
    pendingPhotos: demoPhotos ?? undefined,
    sharedWindows: adapters.sharedWindows,
    projections,
    secretBox: new SecretBox(resolveSecretKey(config.SECRET_KEY, config.DATA_DIR)),
    webRoot: resolve('dist/web'),
    publicUrl: config.PUBLIC_URL,
    mapTiles: { tilesUrl: config.MAP_TILES_URL, attribution: config.MAP_TILES_ATTRIBUTION },
    trustProxy: config.TRUST_PROXY,
    // A site published over HTTPS keeps its cookies Secure even if a proxy forgets X-Forwarded-Proto.
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    logger,
    readyMaxLagSeconds: config.READY_MAX_LAG_SECONDS,
    backups: backups ?? undefined,
  };
  // Uploads no listing ever named are removed after a day: now, then every hour.
  const uploadCleanup = startUploadCleanup({ store, readModels, projections, blobs: adapters.blobs }, { log });
  // Scheduled listings go public when their hour comes, also those whose hour passed while the server was down.
  const scheduler = startPublicationScheduler({ store, readModels }, { log });
  const backupSchedule = backups ? startNightlyBackups(backups, { log }) : null;
  // Mail leaves from the process that runs the projections: one sender per deployment, never two.
  const mailer = projector ? createMailer(config, log) : null;
  if (mailer) await checkMailer(mailer, logger);
  const outbox = mailer
    ? startOutbox(
        createOutbox(adapters, mailer, {
          publicUrl: config.PUBLIC_URL,
          mailFrom: config.MAIL_FROM,
          secretBox: deps.secretBox,
          log,
        }),
        {
          log,
        },
      )
    : null;
  return {
    deps,
    description: adapters.description,
    admin: admin
      ? { kind: 'configured', email: admin.email }
      : demo
        ? { kind: 'demo', email: demo.email, password: demo.password, savedIn: demoAdminFile }
        : { kind: 'none' },
    beginStop: async () => {
      lock?.stopping();
      await outbox?.stop();
    },
    close: async () => {
      lock?.stopping();
      try {
        await demoPhotos?.stop();
        await uploadCleanup.stop();
        await scheduler.stop();
        await backupSchedule?.stop();
        await outbox?.stop();
        await mailer?.close();
        await projector?.stop();
        await snapshots?.atStop();
        await adapters.close();
      } finally {
        lock?.release();
      }
    },
  };
}
