import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSkipped } from '../../../infra/contract/production-target.js';
import { InMemoryBlobStore } from '../../../infra/memory/in-memory-blob-store.js';
import { S3BlobStore } from '../../../infra/s3/s3-blob-store.js';
import { resolveS3Target } from '../../../infra/s3/test-support/s3-target.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

const PUBLIC_BASE = 'https://fotos.example.co/portal-fotos';

/** What S3BlobStore is with S3_PUBLIC_URL, minus the server. */
class PublicBucket extends InMemoryBlobStore {
  publicUrl(key: string): string {
    return `${PUBLIC_BASE}/${key}`;
  }
}

const png = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a6fdb' } })
    .png()
    .toBuffer();

/** Through the SPEC's flow: a signed address from the API, then the file sent there with PUT. */
async function upload(t: TestApp, bytes: Buffer): Promise<string> {
  const cookie = await t.adminCookie();
  const signed = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
  const { uploadURL } = json<{ uploadURL: string }>(signed);
  const stored = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(stored.statusCode, stored.body).toBe(201);
  return json<{ path: string }>(stored).path;
}

describe('photos in a bucket browsers can read (S3_PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ blobs: new PublicBucket() });
  });
  afterAll(() => t.close());

  it('redirects to the stored width’s object, for a day, and still answers 404 for an unknown photo', async () => {
    const path = await upload(t, await png());
    const id = path.split('/')[2]!;
    const response = await t.app.inject({ method: 'GET', url: `${path}?w=640` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PUBLIC_BASE}/photos/${id}/640.webp`);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const target = await t.ports.blobs.get(`photos/${id}/640.webp`);
    expect(await sharp(target!.bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const missing = await t.app.inject({ method: 'GET', url: `/photos/${'x'.repeat(22)}?w=640` });
    expect(missing.statusCode).toBe(404);
  });
});

const s3Suite = 'Photos through the API on S3';
const target = await resolveS3Target();
if ('skipReason' in target) {
  describeSkipped(s3Suite, target.skipReason);
} else {
  describe(s3Suite, () => {
    const blobs = new S3BlobStore(target.options);
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ blobs });
    });
    afterAll(async () => {
      for (const blob of await blobs.list('photos/')) await blobs.delete(blob.key);
      await t.close();
      blobs.close();
      await target.stop();
    });

    it('stores an upload in the bucket and serves its widths with the immutable cache headers', async () => {
      const path = await upload(t, await png());
      const id = path.split('/')[2]!;
      expect((await blobs.list(`photos/${id}/`)).map((blob) => blob.key)).toEqual([
        `photos/${id}/320.webp`,
        `photos/${id}/640.webp`,
        `photos/${id}/960.webp`,
      ]);
      const response = await t.app.inject({ method: 'GET', url: `${path}?w=640` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBe(`"${id}-640"`);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
      const cached = await t.app.inject({
        method: 'GET',
        url: `${path}?w=640`,
        headers: { 'if-none-match': `"${id}-640"` },
      });
      expect(cached.statusCode).toBe(304);
    });
  });
}
