import type { BlobInfo, BlobStore } from '../../../infra/ports/blob-store.js';

/** Blobs copied at once: object storage answers each request after a round trip, a disk hardly waits. */
const CONCURRENT_COPIES = 4;

export interface BlobPlan {
  /** Source blobs the target lacks, or holds with another size. */
  missing: BlobInfo[];
  /** Source blobs the target already holds. */
  present: number;
}

/**
 * Which blobs still need copying. A key present with the same size counts as copied: photo keys are written once
 * (a fresh random id per photo) and every adapter writes a blob whole, so a same-sized blob under the same key is
 * the same photo, and comparing sizes needs only the two listings instead of reading every blob back.
 */
export async function planBlobCopy(source: BlobStore, target: BlobStore): Promise<BlobPlan> {
  const [inSource, inTarget] = await Promise.all([source.list(''), target.list('')]);
  const targetSizes = new Map(inTarget.map((blob) => [blob.key, blob.size]));
  const missing = inSource.filter((blob) => targetSizes.get(blob.key) !== blob.size);
  return { missing, present: inSource.length - missing.length };
}

export interface BlobCopyResult {
  copied: number;
  /** Deleted from the source between the listing and the copy (an unreferenced upload cleaned up meanwhile). */
  vanished: number;
}

export async function copyBlobs(
  source: BlobStore,
  target: BlobStore,
  missing: readonly BlobInfo[],
  onCopied: (done: number) => void,
): Promise<BlobCopyResult> {
  const result: BlobCopyResult = { copied: 0, vanished: 0 };
  let next = 0;
  const worker = async () => {
    for (let blob = missing[next++]; blob; blob = missing[next++]) {
      const stored = await source.get(blob.key);
      if (stored) {
        await target.put(blob.key, stored.bytes, stored.contentType);
        result.copied += 1;
      } else result.vanished += 1;
      onCopied(result.copied + result.vanished);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_COPIES }, worker));
  return result;
}
