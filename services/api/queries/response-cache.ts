import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Doorkeeper } from '../../../infra/doorkeeper/doorkeeper.js';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Answers are compressed once and the result kept with them: compressing a 20 KB answer on every send costs several
 * times what sending it from the cache does. Brotli at quality 5: a little tighter than the 4 @fastify/compress uses
 * on the fly, still well under a millisecond. Answers made per request use them too (routes/cached-json.ts).
 */
export const ENCODERS: Record<ContentEncoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

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

/**
 * A buffer of its own, for the same reason (zlib's results may be views into larger ones); one that already is
 * (Buffer.concat's result for an answer of kilobytes) is kept as it is: the caller gives it away.
 */
function ownCopy(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const bytes = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(bytes);
  return bytes;
}

interface Entry {
  version: string;
  body: Buffer;
  /** The body compressed, made the first time a client asked for that encoding. */
  readonly encoded: Partial<Record<ContentEncoding, Buffer>>;
}

const encodedBytes = (entry: Entry) => Object.values(entry.encoded).reduce((sum, bytes) => sum + bytes.byteLength, 0);

/**
 * Serialized answers of the hottest public reads (catalogue pages), valid while the data they were made
 * from has not moved: each entry remembers the projection checkpoint it was computed at, so a write is
 * visible on the next read (read-your-writes holds) and nothing needs explicit invalidation.
 * Capped by bytes, not by count: answers range from a few hundred bytes to a few hundred kilobytes, so a
 * count says nothing about memory. Least recently used entries go first.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly doorkeeper: Doorkeeper | undefined;

  /**
   * `admitOnSecondRequest`: an answer is kept only when it was offered before, while no more answers (in bytes) than
   * the cache holds were offered since (Doorkeeper). Pages asked for once (a crawler, a visitor going through the
   * pages of a search) then neither push out the pages people keep opening nor cost their keeping: an answer that
   * lived in the cache and was dropped is memory only a full garbage collection of the whole heap gives back, and
   * such collections took about a third of the time of serving pages that were not in the cache.
   */
  constructor(maxBytes = DEFAULT_ANSWER_CACHE_BYTES, { admitOnSecondRequest = false } = {}) {
    this.doorkeeper = admitOnSecondRequest ? new Doorkeeper(maxBytes) : undefined;
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) =>
        stringBytes(key) +
        stringBytes(entry.version) +
        entry.body.byteLength +
        encodedBytes(entry) +
        ENTRY_OVERHEAD_BYTES,
    });
  }

  /**
   * The answer's UTF-8 bytes, if one was cached for this key at this checkpoint; with an `encoding`, those bytes
   * compressed (kept with the answer from then on, and counted against the cap).
   */
  get(key: string, version: string, encoding: ContentEncoding | null = null): Buffer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== version) {
      // Checkpoints only move forward: an answer from an older one will never be served again.
      this.entries.delete(key);
      return null;
    }
    if (encoding === null) return entry.body;
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const encoded = ownCopy(ENCODERS[encoding](entry.body));
    // A new entry object: the cache counts an entry's bytes again only when its value changes.
    this.entries.set(key, { ...entry, encoded: { ...entry.encoded, [encoding]: encoded } });
    return encoded;
  }

  /**
   * An answer larger than the whole cache is not kept (it would evict everything else for one entry), nor, with
   * `admitOnSecondRequest`, one not offered before. A buffer given here must not be changed afterwards.
   */
  set(key: string, version: string, body: string | Buffer): void {
    if (this.doorkeeper && !this.doorkeeper.offer(key, typeof body === 'string' ? body.length : body.byteLength))
      return;
    this.entries.set(key, { version, body: typeof body === 'string' ? ownBytes(body) : ownCopy(body), encoded: {} });
  }

  /** What the cached answers take, as counted against the cap. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }
}
