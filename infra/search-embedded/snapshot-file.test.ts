import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedSearchIndex } from './embedded-search-index.js';
import { encodeSnapshot, readSnapshotBody, readSnapshotHeader, writeSnapshotFile } from './snapshot-file.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every typed array in a value, however deep. */
function typedArrays(value: unknown, found: ArrayBufferView[] = []): ArrayBufferView[] {
  if (ArrayBuffer.isView(value)) found.push(value);
  else if (value instanceof Map) for (const entry of value) typedArrays(entry, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) typedArrays(item, found);
  return found;
}

describe('a snapshot file', () => {
  it('reads back the index it was written from, each typed array in memory of its own, not in the file’s buffer', async () => {
    const index = new EmbeddedSearchIndex();
    await index.ensure('catalogue', {
      searchable: ['title'],
      filterable: ['status'],
      sortable: [],
      vectorDimensions: 2,
    });
    await index.upsert(
      'catalogue',
      Array.from({ length: 50 }, (_, i) => ({
        id: `p${i}`,
        title: `Apartamento ${i}`,
        status: i % 2 ? 'sale' : 'rent',
        _vector: [i, 1],
      })),
    );
    await index.setCheckpoint('catalogue', 7n);
    const written = index.exportSnapshot();
    const folder = mkdtempSync(join(tmpdir(), 'snapshot-file-'));
    folders.push(folder);
    const path = join(folder, 'search-index.snapshot');
    const indexes = [{ name: 'catalogue', checkpoint: '7', eventId: 'e7', documents: 50 }];
    await writeSnapshotFile(path, { key: 'k', indexes }, encodeSnapshot(written));

    const read = await readSnapshotBody(path, (await readSnapshotHeader(path))!);
    expect(read).toEqual(written);
    const views = typedArrays(read);
    expect(views.length).toBeGreaterThan(3);
    // A view into the file's buffer would keep all of it alive as long as the index keeps that one array.
    for (const view of views) expect(view.buffer.byteLength).toBe(view.byteLength);
  });
});
