import { open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DefaultDeserializer, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { IndexSnapshot } from './embedded-search-index.js';

/** Changes whenever the file's layout or the exported states' shape does: an older file is then not read. */
export const SNAPSHOT_FORMAT = 4;

/** The embedded index's snapshot in a data directory. */
export const snapshotPath = (dataDir: string) => join(dataDir, 'search-index.snapshot');

/** What the header says of one index: enough to tell whether the event log still matches it. */
export interface SnapshotIndexEntry {
  name: string;
  /** A Position, as decimal digits (JSON has no bigint). */
  checkpoint: string;
  /** The id of the event at the checkpoint. */
  eventId: string;
  documents: number;
}

/**
 * The file's first line, JSON, read without reading the rest: a stale snapshot is rejected before its body (hundreds
 * of MiB for 100,000 listings) is read or deserialised.
 */
export interface SnapshotHeader {
  format: number;
  /** Whatever shapes the documents, as the writer summarised it: the reader compares it with its own. */
  key: string;
  writtenAt: string;
  indexes: SnapshotIndexEntry[];
  bodyBytes: number;
  bodyCrc32: number;
}

/** A snapshot file that is there but cannot be used; the message (Spanish) says why. */
export class UnreadableSnapshot extends Error {
  override readonly name = 'UnreadableSnapshot';
}

/** The header can be no longer than this (a few names and numbers). */
const HEADER_LIMIT = 64 * 1024;

/** The indexes as one buffer (v8's structured serialisation: typed arrays, Maps and bigints as they are). */
export const encodeSnapshot = (snapshot: readonly IndexSnapshot[]): Buffer => serialize(snapshot);

/**
 * Writes header and body to a temporary file in the same folder, flushes it to disk, then renames it over the
 * previous snapshot: a process killed while writing leaves the previous snapshot whole (and a temporary file the
 * next write overwrites). Returns the file's size.
 */
export async function writeSnapshotFile(
  path: string,
  header: Pick<SnapshotHeader, 'key' | 'indexes'>,
  body: Buffer,
): Promise<number> {
  const full: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    key: header.key,
    writtenAt: new Date().toISOString(),
    indexes: header.indexes,
    bodyBytes: body.length,
    bodyCrc32: crc32(body),
  };
  const line = Buffer.from(`${JSON.stringify(full)}\n`);
  const temporary = `${path}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await writeAll(handle, line);
    await writeAll(handle, body);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await syncFolder(dirname(path));
  return line.length + body.length;
}

/** The header, or null when there is no snapshot; throws UnreadableSnapshot when the file is not one. */
export async function readSnapshotHeader(path: string): Promise<SnapshotHeader | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new UnreadableSnapshot(`no se puede abrir: ${(error as Error).message}`);
  }
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_LIMIT), 0, HEADER_LIMIT, 0);
    return parseHeader(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The indexes of a snapshot whose header was read; throws UnreadableSnapshot when the body is not that header's. */
export async function readSnapshotBody(path: string, header: SnapshotHeader): Promise<IndexSnapshot[]> {
  const file = await readFile(path).catch((error: Error) => {
    throw new UnreadableSnapshot(`no se puede leer: ${error.message}`);
  });
  const start = file.indexOf(0x0a) + 1;
  const body = file.subarray(start);
  if (body.length !== header.bodyBytes)
    throw new UnreadableSnapshot(
      `el archivo está incompleto o tiene de más (${body.length} bytes de datos; la cabecera dice ${header.bodyBytes})`,
    );
  if (crc32(body) !== header.bodyCrc32) throw new UnreadableSnapshot('el archivo está dañado (su CRC-32 no coincide)');
  let snapshot: IndexSnapshot[];
  try {
    snapshot = deserialize(body) as IndexSnapshot[];
  } catch (error) {
    throw new UnreadableSnapshot(`no se puede deserializar: ${(error as Error).message}`);
  }
  const agrees =
    Array.isArray(snapshot) &&
    snapshot.length === header.indexes.length &&
    snapshot.every(
      (index, i) =>
        index.name === header.indexes[i]!.name && String(index.state?.checkpoint) === header.indexes[i]!.checkpoint,
    );
  if (!agrees) throw new UnreadableSnapshot('los datos no son los que describe su cabecera');
  return snapshot;
}

/** What v8's own deserialiser does with a typed array, which its types do not declare. */
interface ReadsHostObjects {
  _readHostObject(this: DefaultDeserializer): ArrayBufferView;
}
const readHostObject = (DefaultDeserializer.prototype as unknown as ReadsHostObjects)._readHostObject;

/**
 * v8's deserialiser makes each typed array a view into the buffer it reads: one typed array kept by the index would
 * keep the whole file (445 MiB at 100,000 listings) in memory for the process's life. This one copies each typed
 * array into memory of its own, so the file's buffer goes once it is read.
 */
class CopyingDeserializer extends DefaultDeserializer {
  _readHostObject(): ArrayBufferView {
    const view = readHostObject.call(this);
    if (view instanceof DataView) throw new Error('A snapshot holds no DataView');
    return new (view.constructor as new (source: ArrayBufferView) => ArrayBufferView)(view);
  }
}

function deserialize(body: Buffer): unknown {
  const reader = new CopyingDeserializer(body);
  reader.readHeader();
  return reader.readValue();
}

/** True when there was a snapshot to remove. */
export async function removeSnapshotFile(path: string): Promise<boolean> {
  const header = await readSnapshotHeader(path).catch(() => 'unreadable' as const);
  await rm(path, { force: true });
  await rm(`${path}.tmp`, { force: true });
  return header !== null;
}

function parseHeader(start: Buffer): SnapshotHeader {
  const end = start.indexOf(0x0a);
  if (end < 0) throw new UnreadableSnapshot('no tiene cabecera (archivo truncado o de otro tipo)');
  let header: unknown;
  try {
    header = JSON.parse(start.subarray(0, end).toString('utf8'));
  } catch {
    throw new UnreadableSnapshot('su cabecera no es JSON (archivo dañado o de otro tipo)');
  }
  const candidate = header as Partial<SnapshotHeader> | null;
  if (typeof candidate?.format !== 'number') throw new UnreadableSnapshot('su cabecera no dice su formato');
  if (candidate.format !== SNAPSHOT_FORMAT)
    throw new UnreadableSnapshot(`está en el formato ${candidate.format}; esta versión lee el ${SNAPSHOT_FORMAT}`);
  const wellFormed =
    typeof candidate.key === 'string' &&
    typeof candidate.writtenAt === 'string' &&
    Number.isSafeInteger(candidate.bodyBytes) &&
    Number.isSafeInteger(candidate.bodyCrc32) &&
    Array.isArray(candidate.indexes) &&
    candidate.indexes.every(
      (entry: Partial<SnapshotIndexEntry> | null) =>
        typeof entry?.name === 'string' &&
        typeof entry.checkpoint === 'string' &&
        /^\d+$/.test(entry.checkpoint) &&
        typeof entry.eventId === 'string' &&
        Number.isSafeInteger(entry.documents),
    );
  if (!wellFormed) throw new UnreadableSnapshot('su cabecera está incompleta');
  return candidate as SnapshotHeader;
}

async function writeAll(handle: FileHandle, buffer: Buffer): Promise<void> {
  for (let offset = 0; offset < buffer.length;) {
    const { bytesWritten } = await handle.write(buffer, offset, buffer.length - offset);
    offset += bytesWritten;
  }
}

/** Makes the rename itself durable (a crash right after it must not bring the old file back). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
