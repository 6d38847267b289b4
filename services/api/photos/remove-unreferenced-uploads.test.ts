import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryBlobStore } from '../../../infra/memory/in-memory-blob-store.js';
import { createTestApp, json, propertyBody, storePhoto, type TestApp } from '../test-support/test-app.js';
import {
  removeUnreferencedUploads,
  startUploadCleanup,
  type UploadCleanupDeps,
} from './remove-unreferenced-uploads.js';

const OLD_UNUSED = 'oldUnusedUploadAAAAAAA';
const IN_LISTING = 'inListingBBBBBBBBBBBBB';
const REPLACED = 'replacedCCCCCCCCCCCCCC';
const IN_DELETED_LISTING = 'inDeletedListingDDDDDD';
const FRESH_UNUSED = 'freshUnusedEEEEEEEEEEE';

let t: TestApp;
let blobTime = new Date('2026-11-20T08:00:00.000Z');
const now = new Date('2026-11-22T12:00:00.000Z');
let blobs: InMemoryBlobStore;

const store = async (id: string) => {
  await blobs.put(`photos/${id}/320.webp`, Buffer.from('w320'), 'image/webp');
  await blobs.put(`photos/${id}/640.webp`, Buffer.from('w640'), 'image/webp');
};
const deps = (): UploadCleanupDeps => ({
  blobs,
  readModels: t.readModels,
  store: t.ports.store,
  projections: t.projector,
});
const storedIds = async () => [...new Set((await blobs.list('photos/')).map((blob) => blob.key.split('/')[1]))].sort();

beforeAll(async () => {
  t = await createTestApp();
  // A listing names only photos its store holds; the cleanup under test runs on a store of its own.
  for (const id of [IN_LISTING, REPLACED, IN_DELETED_LISTING]) await storePhoto(t, id);
  const admin = await t.adminCookie();
  const create = async (photos: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ photos }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ id: string }>(response).id;
  };
  const kept = await create([`/photos/${REPLACED}`, 'https://images.example.com/fachada.jpg']);
  const replaced = await t.app.inject({
    method: 'PUT',
    url: `/api/properties/${kept}`,
    headers: { cookie: admin },
    payload: { photos: [`/photos/${IN_LISTING}`] },
  });
  expect(replaced.statusCode, replaced.body).toBeLessThan(300);
  const deleted = await create([`/photos/${IN_DELETED_LISTING}`]);
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/properties/${deleted}`, headers: { cookie: admin } }))
      .statusCode,
  ).toBeLessThan(300);
});
afterAll(async () => t.close());

describe('removing unreferenced uploads', () => {
  it('removes an upload no listing ever named once it is a day old, and keeps every other', async () => {
    blobs = new InMemoryBlobStore(() => blobTime);
    blobTime = new Date(now.getTime() - 25 * 3_600_000);
    for (const id of [OLD_UNUSED, IN_LISTING, REPLACED, IN_DELETED_LISTING]) await store(id);
    blobTime = new Date(now.getTime() - 23 * 3_600_000);
    await store(FRESH_UNUSED);
    await blobs.put('photos/not-a-photo-folder.txt', Buffer.from('x'), 'text/plain');

    expect(await removeUnreferencedUploads(deps(), now)).toEqual([OLD_UNUSED]);
    expect(await storedIds()).toEqual(
      [FRESH_UNUSED, IN_DELETED_LISTING, IN_LISTING, REPLACED, 'not-a-photo-folder.txt'].sort(),
    );
    expect(await removeUnreferencedUploads(deps(), new Date(now.getTime() + 2 * 3_600_000))).toEqual([FRESH_UNUSED]);
  });

  it('removes nothing while the references are behind the log', async () => {
    blobs = new InMemoryBlobStore(() => blobTime);
    blobTime = new Date(now.getTime() - 48 * 3_600_000);
    await store(OLD_UNUSED);
    const behind = { ...deps(), projections: { waitFor: async () => false } };
    expect(await removeUnreferencedUploads(behind, now)).toBeNull();
    expect(await storedIds()).toEqual([OLD_UNUSED]);
  });

  it('runs at start, and stopping waits for the run', async () => {
    blobs = new InMemoryBlobStore(() => blobTime);
    blobTime = new Date(Date.now() - 48 * 3_600_000);
    await store(OLD_UNUSED);
    const log: string[] = [];
    const cleanup = startUploadCleanup(deps(), { log: (message) => log.push(message) });
    await cleanup.stop();
    expect(await storedIds()).toEqual([]);
    expect(log).toEqual(['Limpieza de fotos: 1 subidas sin usar eliminadas.']);
  });
});
