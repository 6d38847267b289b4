/**
 * The BlobStore port: named byte strings with their content type (listing photos). Embedded: files under the
 * data directory (infra/disk); production: an S3-compatible bucket (infra/s3); tests: in memory (infra/memory).
 * Every adapter passes infra/contract/blob-store.contract.ts.
 */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobInfo {
  key: string;
  /** Bytes. */
  size: number;
  /** When the blob was last written. */
  createdAt: Date;
}

export interface BlobStore {
  /** Creates or replaces the blob; a reader sees the old bytes or the new ones, never a part. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no blob under `key`. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removing a blob that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob whose key starts with `prefix`, by key. */
  list(prefix: string): Promise<BlobInfo[]>;
  /**
   * Where browsers can fetch the blob without going through the API (a public bucket, a CDN in front of it);
   * null, or no such method, when only the API can serve it.
   */
  publicUrl?(key: string): string | null;
}

/**
 * Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot (so no `..`,
 * no hidden names) and none empty; every adapter refuses anything else, so a key can never name a place
 * outside the store.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export function assertBlobKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((segment) => SEGMENT.test(segment)))
    throw new InvalidBlobKeyError(key);
}

/** A prefix is a key, a key followed by `/`, or empty (everything). */
export function assertBlobPrefix(prefix: string): void {
  if (prefix === '') return;
  assertBlobKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
