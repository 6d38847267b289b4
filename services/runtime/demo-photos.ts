import type { FastifyBaseLogger } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { BlobStore } from '../../infra/ports/blob-store.js';
import type { PendingPhotos } from '../api/context.js';
import { isStored, savePhoto } from '../api/photos/photo-library.js';
import { renderPhoto } from '../api/photos/photo-renditions.js';
import { DEMO_PHOTO_FILES, DEMO_PHOTO_FOLDER, demoPhotoId } from '../demo-catalogue/index.js';

/** A request names a photo by its id, the catalogue by its file. */
const DEMO_PHOTO_FILE_BY_ID = new Map(DEMO_PHOTO_FILES.map((file) => [demoPhotoId(file), file]));

/**
 * Stores the photos the demo listings name, each once however many listings show it, the way an upload is stored
 * (re-encoded to WebP at every width, into the blob store); a photo already stored is left as it is. Never two
 * renders of one photo at once: the loop over all of them and a request for one not stored yet share its render.
 */
export class DemoPhotos implements PendingPhotos {
  /** The render under way for a photo, which whoever asks for it meanwhile awaits instead of starting another. */
  private readonly inFlight = new Map<string, Promise<boolean>>();
  /** Photos known to be stored whole, so that asking again costs no look into the store. */
  private readonly stored = new Set<string>();

  constructor(private readonly blobs: BlobStore) {}

  /** Once demo photo `id` is stored whole, rendering it now if nobody did; at once for any other photo (an upload). */
  async ensure(id: string): Promise<void> {
    const file = DEMO_PHOTO_FILE_BY_ID.get(id);
    if (file !== undefined) await this.store(id, file);
  }

  /** Every demo photo not stored yet; stops between two photos once `stopped()` says so. Returns how many were missing. */
  async storeMissing(stopped: () => boolean = () => false): Promise<number> {
    let count = 0;
    for (const file of DEMO_PHOTO_FILES) {
      if (stopped()) break;
      if (await this.store(demoPhotoId(file), file)) count += 1;
    }
    return count;
  }

  /** Whether the photo was missing: true once this call, or the one under way it joined, stored it. */
  private store(id: string, file: string): Promise<boolean> {
    if (this.stored.has(id)) return Promise.resolve(false);
    let storing = this.inFlight.get(id);
    if (!storing) {
      storing = this.render(id, file).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, storing);
    }
    return storing;
  }

  private async render(id: string, file: string): Promise<boolean> {
    const missing = !(await isStored(this.blobs, id));
    if (missing) await savePhoto(this.blobs, id, await renderPhoto(await readFile(new URL(file, DEMO_PHOTO_FOLDER))));
    this.stored.add(id);
    return missing;
  }
}

/**
 * `DemoPhotos.storeMissing` while the server already answers. Rendering them takes 10–15 s of one core (51 photos at
 * four widths), two to three times what a first start took before them: waiting for it would make every first
 * `npm start` that much slower. A visitor who comes meanwhile still never sees a missing photo: the photo route asks
 * `ensure` (the app's `pendingPhotos`) for the photo first, which renders it on the spot unless it is stored or under
 * way already; the loop then finds it stored.
 */
export function startStoringDemoPhotos(
  blobs: BlobStore,
  logger: FastifyBaseLogger,
): PendingPhotos & { stop(): Promise<void> } {
  const photos = new DemoPhotos(blobs);
  let stopping = false;
  const run = photos
    .storeMissing(() => stopping)
    .then(
      (count) => {
        if (count > 0) logger.info(`Fotos de demostración guardadas: ${count}.`);
      },
      (error: unknown) => logger.error({ err: error }, 'No se pudieron guardar las fotos de demostración.'),
    );
  return {
    ensure: (id) => photos.ensure(id),
    stop: async () => {
      stopping = true;
      await run;
    },
  };
}
