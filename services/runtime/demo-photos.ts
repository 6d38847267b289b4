import type { FastifyBaseLogger } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { BlobStore } from '../../infra/ports/blob-store.js';
import { isStored, savePhoto } from '../api/photos/photo-library.js';
import { renderPhoto } from '../api/photos/photo-renditions.js';
import { DEMO_PHOTO_FILES, DEMO_PHOTO_FOLDER, demoPhotoId } from '../demo-catalogue/index.js';

/**
 * Stores the photos the demo listings name, each once however many listings show it, the way an upload is stored
 * (re-encoded to WebP at every width, into the blob store); a photo already stored is left as it is. Stops between
 * two photos once `stopped()` says so. Returns how many it stored.
 */
export async function storeDemoPhotos(blobs: BlobStore, stopped: () => boolean = () => false): Promise<number> {
  let count = 0;
  for (const file of DEMO_PHOTO_FILES) {
    if (stopped()) break;
    const id = demoPhotoId(file);
    if (await isStored(blobs, id)) continue;
    await savePhoto(blobs, id, await renderPhoto(await readFile(new URL(file, DEMO_PHOTO_FOLDER))));
    count += 1;
  }
  return count;
}

/**
 * `storeDemoPhotos` while the server already answers. Rendering them takes 10–15 s of one core (51 photos at four
 * widths), two to three times what a first start took before them: waiting for it would make every first `npm start` that
 * much slower, for photos nobody looks at in the first seconds. Until a photo is stored its address answers 404.
 */
export function startStoringDemoPhotos(blobs: BlobStore, logger: FastifyBaseLogger): { stop(): Promise<void> } {
  let stopping = false;
  const run = storeDemoPhotos(blobs, () => stopping).then(
    (count) => {
      if (count > 0) logger.info(`Fotos de demostración guardadas: ${count}.`);
    },
    (error: unknown) => logger.error({ err: error }, 'No se pudieron guardar las fotos de demostración.'),
  );
  return {
    stop: async () => {
      stopping = true;
      await run;
    },
  };
}
