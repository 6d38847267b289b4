import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../contract/blob-store.contract.js';
import { DiskBlobStore } from './disk-blob-store.js';

blobStoreContract('DiskBlobStore', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'disk-blobs-'));
  return {
    store: new DiskBlobStore(join(dir, 'blobs')),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('DiskBlobStore files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'disk-blobs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each blob as a plain file at the path of its key, across reopening', async () => {
    const root = join(dir, 'blobs');
    await new DiskBlobStore(root).put('photos/abc/320.webp', Buffer.from('RIFF'), 'image/webp');
    expect(readFileSync(join(root, 'photos', 'abc', '320.webp'), 'utf8')).toBe('RIFF');
    expect(await new DiskBlobStore(root).get('photos/abc/320.webp')).toEqual({
      bytes: Buffer.from('RIFF'),
      contentType: 'image/webp',
    });
  });

  it('leaves no temporary files behind, and removes the folders a delete empties', async () => {
    const root = join(dir, 'blobs');
    const store = new DiskBlobStore(root);
    await store.put('photos/abc/320.webp', Buffer.from('a'), 'image/webp');
    await store.put('photos/abc/640.webp', Buffer.from('b'), 'image/webp');
    expect(readdirSync(join(root, 'photos', 'abc')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await store.delete('photos/abc/320.webp');
    await store.delete('photos/abc/640.webp');
    expect(existsSync(join(root, 'photos'))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('does not list or serve a file a key cannot name', async () => {
    const root = join(dir, 'blobs');
    const store = new DiskBlobStore(root);
    await store.put('photos/abc/320.webp', Buffer.from('a'), 'image/webp');
    writeFileSync(join(root, 'photos', '.escondido'), 'x');
    expect((await store.list('')).map((blob) => blob.key)).toEqual(['photos/abc/320.webp']);
  });
});
