import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../ports/blob-store.js';

export interface BlobStoreUnderTest {
  store: BlobStore;
  cleanup(): Promise<void>;
}

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

/**
 * The BlobStore port's contract. Each test writes under its own random prefix, so the suite also runs against
 * a shared object-storage bucket.
 */
export function blobStoreContract(name: string, factory: () => Promise<BlobStoreUnderTest>): void {
  describe(name, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;
    let base: string;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
      base = `contract-${randomUUID()}`;
    });
    afterEach(async () => {
      for (const blob of await store.list(`${base}/`)) await store.delete(blob.key);
      await subject.cleanup();
    });

    it('reads back the bytes and content type it was given, and null for an unknown key', async () => {
      await store.put(`${base}/photos/a/320.webp`, everyByte, 'image/webp');
      await store.put(`${base}/empty`, Buffer.alloc(0), 'application/octet-stream');
      expect(await store.get(`${base}/photos/a/320.webp`)).toEqual({ bytes: everyByte, contentType: 'image/webp' });
      expect(await store.get(`${base}/empty`)).toEqual({
        bytes: Buffer.alloc(0),
        contentType: 'application/octet-stream',
      });
      expect(await store.get(`${base}/photos/a/640.webp`)).toBeNull();
      expect(await store.get(`${base}/photos/a`)).toBeNull();
    });

    it('replaces a blob on put, and hands out copies', async () => {
      const key = `${base}/photo.bin`;
      const bytes = Buffer.from('primera versión');
      await store.put(key, bytes, 'text/plain');
      bytes.fill(0);
      const first = await store.get(key);
      expect(first?.bytes.toString()).toBe('primera versión');
      first!.bytes.fill(0);
      await store.put(key, Buffer.from('segunda'), 'image/png');
      expect(await store.get(key)).toEqual({ bytes: Buffer.from('segunda'), contentType: 'image/png' });
    });

    it('lists the blobs under a prefix by key, with size and creation time, and nothing of a longer sibling', async () => {
      const before = Date.now();
      await store.put(`${base}/photos/ab/960.webp`, Buffer.alloc(3), 'image/webp');
      await store.put(`${base}/photos/a/640.webp`, Buffer.alloc(2), 'image/webp');
      await store.put(`${base}/photos/a/320.webp`, Buffer.alloc(1), 'image/webp');
      const after = Date.now();
      const listed = await store.list(`${base}/photos/a/`);
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: `${base}/photos/a/320.webp`, size: 1 },
        { key: `${base}/photos/a/640.webp`, size: 2 },
      ]);
      for (const blob of listed) {
        expect(blob.createdAt).toBeInstanceOf(Date);
        // File systems stamp times with a coarse clock: a second of slack either way.
        expect(blob.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
        expect(blob.createdAt.getTime()).toBeLessThanOrEqual(after + 1_000);
      }
      expect((await store.list(`${base}/photos/`)).map((blob) => blob.key)).toEqual([
        `${base}/photos/a/320.webp`,
        `${base}/photos/a/640.webp`,
        `${base}/photos/ab/960.webp`,
      ]);
      expect((await store.list(`${base}/photos/a`)).map((blob) => blob.key)).toHaveLength(3);
      expect(await store.list(`${base}/nothing/`)).toEqual([]);
      expect((await store.list('')).map((blob) => blob.key)).toContain(`${base}/photos/ab/960.webp`);
    });

    it('deletes a blob, and deleting an unknown one is no error', async () => {
      await store.put(`${base}/photos/a/320.webp`, Buffer.from('x'), 'image/webp');
      await store.put(`${base}/photos/b/320.webp`, Buffer.from('y'), 'image/webp');
      await store.delete(`${base}/photos/a/320.webp`);
      await store.delete(`${base}/photos/a/320.webp`);
      await store.delete(`${base}/never/was`);
      expect(await store.get(`${base}/photos/a/320.webp`)).toBeNull();
      expect((await store.list(`${base}/`)).map((blob) => blob.key)).toEqual([`${base}/photos/b/320.webp`]);
      await store.put(`${base}/photos/a/640.webp`, Buffer.from('z'), 'image/webp');
      expect(await store.get(`${base}/photos/a/640.webp`)).toEqual({
        bytes: Buffer.from('z'),
        contentType: 'image/webp',
      });
    });

    it('refuses keys that could name a place outside the store', async () => {
      for (const key of [
        '',
        '/absolute',
        '../up',
        `${base}/../up`,
        `${base}//double`,
        `${base}/.hidden`,
        `${base}/a\\b`,
        `${base}/a b`,
        `${base}/`,
        '.',
      ]) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
        await expect(store.get(key), key).rejects.toThrow();
        await expect(store.delete(key), key).rejects.toThrow();
      }
      await expect(store.list('../')).rejects.toThrow();
      await expect(store.list(`${base}/../`)).rejects.toThrow();
    });

    it('never shows a reader half a blob while it is being replaced', async () => {
      const key = `${base}/big.bin`;
      const first = Buffer.alloc(2 * 1024 * 1024, 1);
      const second = Buffer.alloc(3 * 1024 * 1024, 2);
      await store.put(key, first, 'application/octet-stream');
      const reads: Array<Promise<unknown>> = [];
      const writing = store.put(key, second, 'application/octet-stream');
      for (let index = 0; index < 20; index++) reads.push(store.get(key));
      await writing;
      for (const read of await Promise.all(reads)) {
        const bytes = (read as { bytes: Buffer }).bytes;
        expect(bytes.equals(first) || bytes.equals(second)).toBe(true);
      }
    });
  });
}
