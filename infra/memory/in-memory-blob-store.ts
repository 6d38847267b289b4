import {
  assertBlobKey,
  assertBlobPrefix,
  type BlobInfo,
  type BlobStore,
  type StoredBlob,
} from '../ports/blob-store.js';

interface Entry extends StoredBlob {
  createdAt: Date;
}

/** The BlobStore for tests and `DATA_DIR=:memory:`; `clock` lets a test age what it stored. */
export class InMemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Entry>();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertBlobKey(key);
    this.blobs.set(key, { bytes: Buffer.from(bytes), contentType, createdAt: this.clock() });
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertBlobKey(key);
    const entry = this.blobs.get(key);
    return entry ? { bytes: Buffer.from(entry.bytes), contentType: entry.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    this.blobs.delete(key);
  }

  async list(prefix: string): Promise<BlobInfo[]> {
    assertBlobPrefix(prefix);
    return [...this.blobs.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, entry]) => ({ key, size: entry.bytes.length, createdAt: new Date(entry.createdAt) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
