import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedSearchIndex } from './embedded-search-index.js';
import { writeFileSync, readFileSync } from 'node:fs';
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

/** A file in a folder removed after the test. */
function snapshotFileName(): string {
  const folder = mkdtempSync(join(tmpdir(), 'snapshot-file-'));
  folders.push(folder);
  return join(folder, 'search-index.snapshot');
}

/** An index of `count` listings, exported. */
async function exported(count: number) {
  const index = new EmbeddedSearchIndex();
  await index.ensure('catalogue', {
    searchable: ['title'],
    filterable: ['status'],
    sortable: [],
    vectorDimensions: 2,
  });
  await index.upsert(
    'catalogue',
    Array.from({ length: count }, (_, i) => ({
      id: `p${i}`,
      title: `Apartamento ${i}`,
      status: i % 2 ? 'sale' : 'rent',
      _vector: [i, 1],
    })),
  );
  await index.setCheckpoint('catalogue', 7n);
  await index.remove('catalogue', ['p3']);
  return index.exportSnapshot();
}

const header = (documents: number) => ({
  key: 'k',
  indexes: [{ name: 'catalogue', checkpoint: '7', eventId: 'e7', documents }],
});

describe('a snapshot file', () => {
  it('reads back the index it was written from, its documents over several frames, each typed array its own', async () => {
    // More listings than one frame of documents holds, and a removed one's empty slot.
    const written = await exported(2345);
    const path = snapshotFileName();
    await writeSnapshotFile(path, header(2344), encodeSnapshot(written));

    const read = await readSnapshotBody(path, (await readSnapshotHeader(path))!);
    expect(read).toEqual(written);
    const views = typedArrays(read);
    expect(views.length).toBeGreaterThan(3);
    // A view into the file's buffer would keep all of it alive as long as the index keeps that one array.
    for (const view of views) expect(view.buffer.byteLength).toBe(view.byteLength);
  });

  it('is refused as damaged when a byte of its first frame changed, and as not a snapshot when its frames are others', async () => {
    const written = await exported(20);
    const path = snapshotFileName();
    await writeSnapshotFile(path, header(20), encodeSnapshot(written));
    const whole = readFileSync(path);
    // The outline's first bytes come right after the header line and a frame's 4-byte length.
    const damaged = Buffer.from(whole);
    damaged[whole.indexOf(0x0a) + 6]! ^= 0xff;
    writeFileSync(path, damaged);
    await expect(readSnapshotBody(path, (await readSnapshotHeader(path))!)).rejects.toThrow(/dañado/);

    // Whole, by its checksum, but not frames this code wrote.
    await writeSnapshotFile(path, header(20), [Buffer.from([3, 0, 0, 0]), Buffer.from('abc')]);
    await expect(readSnapshotBody(path, (await readSnapshotHeader(path))!)).rejects.toThrow(/no se puede deserializar/);
  });

  it('reads back empty typed arrays, and still sees damage in the bytes before one', async () => {
    const [index] = await exported(20);
    // An index with no value for a filterable field has empty arrays; one more comes after every other here.
    const state = { ...index!.state, emptyAfterTheRest: new Float64Array(0) };
    const written = [{ ...index!, state }];
    const path = snapshotFileName();
    await writeSnapshotFile(path, header(20), encodeSnapshot(written));
    expect(await readSnapshotBody(path, (await readSnapshotHeader(path))!)).toEqual(written);

    const damaged = readFileSync(path);
    // Inside the vectors' last arrays, before the empty array's frame.
    damaged[damaged.length - 100]! ^= 0x01;
    writeFileSync(path, damaged);
    await expect(readSnapshotBody(path, (await readSnapshotHeader(path))!)).rejects.toThrow(/dañado/);
  });
});
