import type { BlobInfo, BlobStore } from '../../../infra/ports/blob-store.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import {
  PHOTO_REFERENCE_EVENT_TYPES,
  photoReferencesProjection,
  type PhotoReferencesDocument,
} from '../../../projections/photo-references/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import type { ProjectionsGate } from '../context.js';
import { PHOTOS_PREFIX, photoIdOfKey } from './photo-library.js';

/** An upload no listing names after this long was abandoned (the admin closed the form without saving). */
const UNREFERENCED_UPLOAD_TTL_MS = 24 * 3_600_000;
const CLEANUP_INTERVAL_MS = 3_600_000;

export interface UploadCleanupDeps {
  blobs: BlobStore;
  readModels: ReadModels;
  /** With `projections`: the references must have caught up with the log before anything is judged unused. */
  store: EventStore;
  projections: Pick<ProjectionsGate, 'waitFor'>;
}

/**
 * Deletes the uploaded photos that no listing has ever named (the photo-references read model) and whose
 * every stored width is older than a day. A photo a listing once named is kept even after the listing is
 * deleted, since the listing can be restored with it. Answers the ids removed, or `null` when the references
 * are behind the log (a listing saved a moment ago may name a photo they do not show yet): then nothing is
 * removed, and the next run tries again.
 */
export async function removeUnreferencedUploads(deps: UploadCleanupDeps, now: Date): Promise<string[] | null> {
  const byPhoto = new Map<string, BlobInfo[]>();
  for (const blob of await deps.blobs.list(PHOTOS_PREFIX)) {
    const id = photoIdOfKey(blob.key);
    if (id) byPhoto.set(id, [...(byPhoto.get(id) ?? []), blob]);
  }
  const cutoff = now.getTime() - UNREFERENCED_UPLOAD_TTL_MS;
  const old = [...byPhoto].filter(([, blobs]) => blobs.every((blob) => blob.createdAt.getTime() < cutoff));
  if (old.length === 0) return [];

  const head = await deps.store.headPosition();
  if (head >= 0n && !(await deps.projections.waitFor(head, { types: PHOTO_REFERENCE_EVENT_TYPES, timeoutMs: 5_000 })))
    return null;
  const references = await deps.readModels.collection<PhotoReferencesDocument>(photoReferencesProjection.name);
  const referenced = new Set((await references.find()).flatMap((doc) => doc.photoIds));

  const removed: string[] = [];
  for (const [id, blobs] of old) {
    if (referenced.has(id)) continue;
    for (const blob of blobs) await deps.blobs.delete(blob.key);
    removed.push(id);
  }
  return removed;
}

/**
 * Runs the cleanup now and every hour until `stop`. The timer never keeps the process alive, and `stop`
 * waits for a run in progress, so the stores are not closed under it.
 */
export function startUploadCleanup(
  deps: UploadCleanupDeps,
  { clock = () => new Date(), log }: { clock?: () => Date; log: (message: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => removeUnreferencedUploads(deps, clock()))
      .then((removed) => {
        if (removed === null)
          log('Limpieza de fotos: las referencias están atrasadas; se intentará en la próxima hora.');
        else if (removed.length > 0) log(`Limpieza de fotos: ${removed.length} subidas sin usar eliminadas.`);
      })
      .catch((error: unknown) =>
        log(`Limpieza de fotos fallida: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  run();
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
