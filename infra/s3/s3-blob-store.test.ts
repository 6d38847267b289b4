import { randomUUID } from 'node:crypto';
import { DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../contract/blob-store.contract.js';
import { describeSkipped } from '../contract/production-target.js';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';
import { resolveS3Target } from './test-support/s3-target.js';

const suite = 'S3 BlobStore contract';
const bucketSuite = 'S3BlobStore bucket set-up';

const target = await resolveS3Target();

if ('skipReason' in target) {
  describeSkipped(suite, target.skipReason);
  describeSkipped(bucketSuite, target.skipReason);
} else {
  const { options } = target;
  afterAll(() => target.stop());

  blobStoreContract(suite, async () => {
    const store = new S3BlobStore(options);
    return { store, cleanup: async () => store.close() };
  });

  describe(bucketSuite, () => {
    it('creates a missing bucket, and a second start finds it there', async () => {
      const bucket = `portal-tests-${randomUUID()}`;
      const store = new S3BlobStore({ ...options, bucket });
      const admin = new S3Client({
        endpoint: options.endpoint,
        region: options.region,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        forcePathStyle: true,
      });
      try {
        await store.ensureBucket();
        await store.ensureBucket();
        await store.put('photos/a/320.webp', Buffer.from('RIFF'), 'image/webp');
        expect(await store.get('photos/a/320.webp')).toEqual({ bytes: Buffer.from('RIFF'), contentType: 'image/webp' });
        await store.delete('photos/a/320.webp');
      } finally {
        await admin.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined);
        admin.destroy();
        store.close();
      }
    });

    it('says in Spanish that the credentials are wrong', async () => {
      const store = new S3BlobStore({ ...options, secretAccessKey: 'no-es-el-secreto' });
      try {
        await expect(store.ensureBucket()).rejects.toThrow(/credenciales no son válidas.*HTTP 403/);
      } finally {
        store.close();
      }
    });
  });
}

// No request is sent for these, so they run with or without a server.
describe('S3BlobStore public addresses', () => {
  const offline: S3BlobStoreOptions = {
    endpoint: 'http://127.0.0.1:1',
    region: 'us-east-1',
    bucket: 'portal-fotos',
    accessKeyId: 'clave',
    secretAccessKey: 'secreto',
  };

  it('names a key under the public base when there is one, and nothing otherwise', () => {
    const store = new S3BlobStore({ ...offline, publicBase: 'https://fotos.example.co/portal-fotos' });
    expect(store.publicUrl('photos/a/320.webp')).toBe('https://fotos.example.co/portal-fotos/photos/a/320.webp');
    expect(() => store.publicUrl('../secreto')).toThrow();
    expect(new S3BlobStore(offline).publicUrl('photos/a/320.webp')).toBeNull();
  });
});
