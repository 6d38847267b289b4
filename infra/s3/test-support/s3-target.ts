import { resolveProductionTarget } from '../../contract/production-target.js';
import { S3BlobStore, type S3BlobStoreOptions } from '../s3-blob-store.js';

const containerCredentials = { accessKeyId: 'contract-tests', secretAccessKey: 'contract-tests-secret' };

export type S3Target = { options: S3BlobStoreOptions; stop(): Promise<void> } | { skipReason: string };

/**
 * The bucket S3 tests run against: on the server named by S3_ENDPOINT (with S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY; S3_BUCKET and S3_REGION optional), else on a throw-away MinIO (a dated release from
 * MinIO's own registry), else nowhere, with the reason. Tests write under random prefixes, so the bucket can
 * be shared; it is created when missing.
 */
export async function resolveS3Target(): Promise<S3Target> {
  const target = await resolveProductionTarget({
    envVar: 'S3_ENDPOINT',
    image: 'quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z',
    port: 9000,
    env: {
      MINIO_ROOT_USER: containerCredentials.accessKeyId,
      MINIO_ROOT_PASSWORD: containerCredentials.secretAccessKey,
    },
    command: ['server', '/data'],
    healthPath: '/minio/health/live',
  });
  if ('skipReason' in target) return target;
  const options: S3BlobStoreOptions = {
    endpoint: target.url,
    region: process.env.S3_REGION ?? 'us-east-1',
    bucket: process.env.S3_BUCKET ?? 'portal-tests',
    ...(process.env.S3_ENDPOINT ? configuredCredentials() : containerCredentials),
  };
  const store = new S3BlobStore(options);
  try {
    await store.ensureBucket();
  } finally {
    store.close();
  }
  return { options, stop: () => target.stop() };
}

function configuredCredentials() {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_ENDPOINT is set: the S3 tests need S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too');
  return { accessKeyId, secretAccessKey };
}
