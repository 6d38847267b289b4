import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER_CACHE_BYTES, ResponseCache } from './response-cache.js';

/** An answer body of about `bytes` bytes. */
const body = (bytes: number, char = 'x') => `{"p":"${char.repeat(bytes)}"}`;

describe('ResponseCache', () => {
  it('never holds more bytes than its cap, whatever the mix of answer sizes', () => {
    const cap = 64 * 1024;
    const cache = new ResponseCache(cap);
    for (let i = 0; i < 500; i++) {
      // Sizes from tiny to a third of the cap; some with characters of two and three bytes in UTF-8.
      cache.set(`/api/properties?page=${i}`, '7', body((i * 7919) % 20_000, i % 3 === 0 ? 'ñ' : '€'));
      expect(cache.bytes).toBeLessThanOrEqual(cap);
    }
    expect(cache.size).toBeGreaterThan(1);
  });

  it('counts an answer by its UTF-8 bytes, and gives those bytes back', () => {
    const ascii = new ResponseCache();
    const spanish = new ResponseCache();
    ascii.set('k', '1', body(10_000, 'n'));
    spanish.set('k', '1', body(10_000, 'ñ'));
    expect(spanish.bytes - ascii.bytes).toBe(10_000);
    expect(spanish.get('k', '1')?.toString('utf8')).toBe(body(10_000, 'ñ'));
  });

  it('evicts the least recently used answer first', () => {
    const probe = new ResponseCache();
    probe.set('a', '1', body(1_000));
    const cache = new ResponseCache(probe.bytes * 3);
    cache.set('a', '1', body(1_000));
    cache.set('b', '1', body(1_000));
    cache.set('c', '1', body(1_000));
    expect(cache.get('a', '1')).not.toBeNull();
    cache.set('d', '1', body(1_000));
    expect(cache.get('b', '1')).toBeNull();
    expect(['a', 'c', 'd'].map((key) => cache.get(key, '1') !== null)).toEqual([true, true, true]);
  });

  it('serves an answer only for the checkpoint it was made at, and drops it once the data moved', () => {
    const cache = new ResponseCache();
    cache.set('a', '1', body(100));
    expect(cache.get('a', '1')?.toString()).toBe(body(100));
    expect(cache.get('a', '2')).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('does not keep an answer larger than the whole cache, nor let it evict the others', () => {
    const cache = new ResponseCache(10_000);
    cache.set('small', '1', body(100));
    cache.set('huge', '1', body(20_000));
    expect(cache.get('huge', '1')).toBeNull();
    expect(cache.get('small', '1')?.toString()).toBe(body(100));
  });

  it('compresses an answer once per encoding, keeps the result with it and counts it against the cap', () => {
    const cache = new ResponseCache();
    cache.set('a', '1', body(5_000, 'ñ'));
    const plainBytes = cache.bytes;
    const br = cache.get('a', '1', 'br');
    expect(brotliDecompressSync(br!).toString()).toBe(body(5_000, 'ñ'));
    expect(cache.get('a', '1', 'br')).toBe(br);
    expect(cache.bytes).toBe(plainBytes + br!.byteLength);
    const gzip = cache.get('a', '1', 'gzip');
    expect(gunzipSync(gzip!).toString()).toBe(body(5_000, 'ñ'));
    expect(cache.bytes).toBe(plainBytes + br!.byteLength + gzip!.byteLength);
    expect(cache.get('a', '2', 'br')).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('with admitOnSecondRequest, keeps an answer only once it was offered before, and again at once after the data moved', () => {
    const cache = new ResponseCache(DEFAULT_ANSWER_CACHE_BYTES, { admitOnSecondRequest: true });
    cache.set('a', '1', body(100));
    expect(cache.get('a', '1')).toBeNull();
    cache.set('a', '1', body(100));
    expect(cache.get('a', '1')?.toString()).toBe(body(100));
    expect(cache.get('a', '2')).toBeNull();
    cache.set('a', '2', body(200));
    expect(cache.get('a', '2')?.toString()).toBe(body(200));
  });

  it('keeps a buffer that owns its memory as it is, and copies a slice of a larger one', () => {
    const cache = new ResponseCache();
    const own = Buffer.concat([Buffer.from(body(3_000)), Buffer.from(body(3_000))]);
    cache.set('own', '1', own);
    expect(cache.get('own', '1')).toBe(own);
    const pooled = Buffer.from(body(100));
    cache.set('pooled', '1', pooled);
    const kept = cache.get('pooled', '1');
    expect(kept).not.toBe(pooled);
    expect(kept?.buffer.byteLength).toBe(pooled.byteLength);
    expect(kept?.toString()).toBe(body(100));
  });
});
