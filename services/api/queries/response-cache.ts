import { LRUCache } from 'lru-cache';

/**
 * 32 MiB: hundreds of catalogue pages (a 12-listing page is ~20 KB of JSON, a 100-listing one ~170 KB),
 * so the pages people actually open stay cached, while a crawler walking every filter, search and page
 * cannot make the server grow without end.
 */
export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** Room for the entry object, the buffer's own header and the cache's bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 300;

/**
 * A string may take two bytes per character in V8's heap even when every character is Latin-1 (answers
 * built from such strings are), so keys are counted at two.
 */
const stringBytes = (text: string) => 2 * text.length;

/**
 * UTF-8 in a buffer of its own: about half what the answer takes as a V8 string, exactly countable, sent
 * without encoding it again; not a slice of Node's shared pool, which would keep a whole 8 KB slab alive.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

interface Entry {
  version: string;
  body: Buffer;
}

/**
 * Serialized answers of the hottest public reads (catalogue pages), valid while the data they were made
 * from has not moved: each entry remembers the projection checkpoint it was computed at, so a write is
 * visible on the next read (read-your-writes holds) and nothing needs explicit invalidation.
 * Capped by bytes, not by count: answers range from a few hundred bytes to a few hundred kilobytes, so a
 * count says nothing about memory. Least recently used entries go first.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxBytes = DEFAULT_ANSWER_CACHE_BYTES) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) =>
        stringBytes(key) + stringBytes(entry.version) + entry.body.byteLength + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The answer's UTF-8 bytes, if one was cached for this key at this checkpoint. */
  get(key: string, version: string): Buffer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version === version) return entry.body;
    // Checkpoints only move forward: an answer from an older one will never be served again.
    this.entries.delete(key);
    return null;
  }

  /** An answer larger than the whole cache is not kept (it would evict everything else for one entry). */
  set(key: string, version: string, body: string): void {
    this.entries.set(key, { version, body: ownBytes(body) });
  }

  /** What the cached answers take, as counted against the cap. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }
}
