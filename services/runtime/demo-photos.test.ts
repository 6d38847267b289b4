import type { FastifyBaseLogger } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DiskBlobStore } from '../../infra/disk/disk-blob-store.js';
import { InMemoryBlobStore } from '../../infra/memory/in-memory-blob-store.js';
import type { BlobStore } from '../../infra/ports/blob-store.js';
import { isStored, newPhotoId, savePhoto } from '../api/photos/photo-library.js';
import { createTestApp, json } from '../api/test-support/test-app.js';
import { DEMO_PHOTO_FILES, DEMO_PROPERTIES, demoPhotoId } from '../demo-catalogue/index.js';
import { createApiRuntime } from './api-runtime.js';
import { loadConfig } from './config.js';
import { DemoPhotos } from './demo-photos.js';

const parent = mkdtempSync(join(tmpdir(), 'portal-demo-photos-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Marks every demo photo but `except` as stored, so a test renders only those (all 51 take some 12 s). */
async function storedAlready(blobs: BlobStore, except: readonly string[]): Promise<void> {
  for (const file of DEMO_PHOTO_FILES)
    if (!except.includes(file)) await savePhoto(blobs, demoPhotoId(file), [{ width: 320, bytes: Buffer.from('x') }]);
}

const storedCount = async (blobs: BlobStore) => {
  let count = 0;
  for (const file of DEMO_PHOTO_FILES) if (await isStored(blobs, demoPhotoId(file))) count += 1;
  return count;
};

describe('the demo listings’ photos', () => {
  it('are stored as uploads are, and the photo route serves a seeded listing’s photos as WebP at every width', async () => {
    const t = await createTestApp({ seed: 'demo' });
    try {
      const lote = DEMO_PROPERTIES.find((p) => p.fields.propertyTypeId === 'lote')!;
      await storedAlready(t.ports.blobs, lote.photoFiles);
      expect(await new DemoPhotos(t.ports.blobs).storeMissing()).toBe(lote.photoFiles.length);

      const listing = json<{ photos: string[] }>(await t.app.inject({ url: `/api/properties/${lote.key}` }));
      expect(listing.photos).toHaveLength(lote.photoFiles.length);
      for (const photo of listing.photos)
        for (const width of [320, 640, 1280]) {
          const response = await t.app.inject({ url: `${photo}?w=${width}` });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('image/webp');
          const served = await sharp(response.rawPayload).metadata();
          expect(served.format).toBe('webp');
          expect(served.width).toBe(width);
          // Re-encoded by the upload pipeline: nothing of the source file's metadata is served.
          expect(served.exif).toBeUndefined();
        }
    } finally {
      await t.close();
    }
  });

  it('are rendered on the spot when asked for before the loop stored them, once however many want one at a time', async () => {
    const blobs = new InMemoryBlobStore();
    const photos = new DemoPhotos(blobs);
    const t = await createTestApp({ seed: 'demo', blobs, pendingPhotos: photos });
    try {
      // The loop starts with the first photo: the two requests for it come while it renders.
      const [first, asked] = [DEMO_PHOTO_FILES[0]!, DEMO_PHOTO_FILES[1]!];
      await storedAlready(blobs, [first, asked]);
      const put = vi.spyOn(blobs, 'put');
      const servedAsWebp = async (file: string, width: number) => {
        const response = await t.app.inject({ url: `/photos/${demoPhotoId(file)}?w=${width}` });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
      };

      // No loop at all: the request alone stores it, and the loop then finds it stored.
      await servedAsWebp(asked, 640);
      expect(await isStored(blobs, demoPhotoId(asked))).toBe(true);

      const [missing] = await Promise.all([photos.storeMissing(), servedAsWebp(first, 320), servedAsWebp(first, 1280)]);
      expect(missing).toBe(1);
      // Each width written once: one render each, shared by the loop and the requests.
      const written = put.mock.calls.map(([key]) => key);
      expect(written.length).toBeGreaterThan(0);
      expect(new Set(written).size).toBe(written.length);

      const unknown = await t.app.inject({ url: `/photos/${newPhotoId()}` });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown).message).toBe('Foto no encontrada.');
    } finally {
      await t.close();
    }
  });

  it('stop between two photos when asked', async () => {
    const t = await createTestApp();
    try {
      expect(await new DemoPhotos(t.ports.blobs).storeMissing(() => true)).toBe(0);
      expect(await storedCount(t.ports.blobs)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('are stored while a first start already answers, and a start after one stopped half-way completes them', async () => {
    const dataDir = join(parent, 'first-start');
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'k'.repeat(40) });
    const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const blobs = new DiskBlobStore(join(dataDir, 'blobs'));

    const first = await createApiRuntime(config, logger);
    await first.close();
    const storedByFirst = await storedCount(blobs);
    expect(storedByFirst).toBeLessThan(DEMO_PHOTO_FILES.length);

    const missing = DEMO_PHOTO_FILES.slice(-2);
    await storedAlready(blobs, missing);
    const next = await createApiRuntime(config, logger);
    try {
      await expect.poll(() => storedCount(blobs), { timeout: 20_000 }).toBe(DEMO_PHOTO_FILES.length);
    } finally {
      await next.close();
    }
  });
});
