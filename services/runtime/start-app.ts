import type { BlobStore } from '../../infra/ports/blob-store.js';
import type { SharedWindows } from '../../infra/ports/shared-windows.js';
import type { ProjectorOptions } from '../../projections/runner/registration.js';
import { buildApp } from '../api/app.js';
import { SecretBox } from '../api/auth/secrets.js';
import type { AppDeps } from '../api/context.js';
import { projectorLog } from './logger.js';
import { startProjections, type Ports } from './start-projections.js';

export type AppOptions = Omit<
  AppDeps,
  keyof Ports | 'blobs' | 'sharedWindows' | 'readModels' | 'projections' | 'secretBox'
> & {
  /** Encrypts API tokens at rest (SECRET_KEY in the API process). */
  secretKey: string;
  projector?: ProjectorOptions;
};

/**
 * The API with its projections running in this process, over ports the caller opened: what the tests, the
 * browser suite and the benchmarks serve. The API process adds configuration, seeding and its admin to it.
 */
export async function startApp(
  ports: Ports & { blobs: BlobStore; sharedWindows: SharedWindows },
  { secretKey, projector: projectorOptions, ...options }: AppOptions,
) {
  const { readModels, projector } = await startProjections(ports, {
    log: options.logger ? projectorLog(options.logger) : undefined,
    ...projectorOptions,
  });
  const app = await buildApp({
    store: ports.store,
    readModels,
    searchIndex: ports.searchIndex,
    embedder: ports.embedder,
    blobs: ports.blobs,
    sharedWindows: ports.sharedWindows,
    projections: projector,
    secretBox: new SecretBox(secretKey),
    ...options,
  });
  return { app, readModels, projector };
}
