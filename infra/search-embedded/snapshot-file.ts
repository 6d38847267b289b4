import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DefaultDeserializer, DefaultSerializer } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { IndexSnapshot } from './embedded-search-index.js';
import type { IndexStateData } from './index-state.js';

/** Changes whenever the file's layout or the exported states' shape does: an older file is then not read. */
export const SNAPSHOT_FORMAT = 6;

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

/**
 * The body as frames, each a 4-byte length then its bytes: the outline (v8's structured serialisation of the indexes
 * without their documents), the documents in groups of DOCUMENTS_PER_FRAME, then every typed array the outline and
 * the documents hold, raw, in the order they were met. A reader never holds the whole file in memory: it reads one
 * frame at a time into the same scratch buffer, and each typed array straight into an array of its own. On a
 * machine where first touching memory is dear (a 428 MiB buffer cost 1.5 s of page faults here, before a byte was
 * used), that is most of what loading 100,000 listings cost.
 */
export type SnapshotBody = readonly Buffer[];

/** A few MiB of documents per frame: the scratch buffer's size. */
const DOCUMENTS_PER_FRAME = 1000;
/** How much of the rest of the body is read at a time to check it (see checksumOfAll). */
const SCRATCH_BYTES = 4 * 1024 * 1024;

/** The first frame: the indexes with their documents left out, and where the documents' frames go. */
interface Outline {
  indexes: IndexSnapshot[];
  documents: number[];
}

/** What a typed array's code in a frame stands for (its position here). */
const TYPED_ARRAYS = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
] as const;
type TypedArray = InstanceType<(typeof TYPED_ARRAYS)[number]>;

/** Writes a typed array as its type and length only, and sets it aside to be written raw after the values. */
class OutlineSerializer extends DefaultSerializer {
  constructor(private readonly arrays: TypedArray[]) {
    super();
  }

  // v8 calls these hooks for typed arrays (DefaultSerializer asks it to); Node's types do not declare them.
  _writeHostObject(view: ArrayBufferView): void {
    const code = TYPED_ARRAYS.findIndex((type) => view.constructor === type);
    if (code < 0) throw new Error(`A snapshot holds no ${view.constructor.name}`);
    this.writeUint32(code);
    this.writeUint32((view as TypedArray).length);
    this.arrays.push(view as TypedArray);
  }
}

/** Makes each typed array a frame names, empty, to be read into when its raw frame comes. */
class OutlineDeserializer extends DefaultDeserializer {
  constructor(
    frame: Buffer,
    private readonly arrays: TypedArray[],
    /** The body's size: no array can be larger, so damaged lengths allocate nothing. */
    private readonly bytesLimit: number,
  ) {
    super(frame);
  }

  _readHostObject(): ArrayBufferView {
    const type = TYPED_ARRAYS[this.readUint32()];
    const length = this.readUint32();
    if (!type || length * type.BYTES_PER_ELEMENT > this.bytesLimit) throw new Error('a typed array is not one');
    const view = new type(length);
    this.arrays.push(view);
    return view;
  }
}

function serializeValue(value: unknown, arrays: TypedArray[]): Buffer {
  const serializer = new OutlineSerializer(arrays);
  serializer.writeHeader();
  serializer.writeValue(value);
  return serializer.releaseBuffer();
}

/** The indexes as frames (see SnapshotBody); typed arrays are not copied, the states are exported copies already. */
export function encodeSnapshot(snapshot: readonly IndexSnapshot[]): SnapshotBody {
  const arrays: TypedArray[] = [];
  const outline: Outline = {
    indexes: snapshot.map((index) => ({ ...index, state: { ...index.state, stored: [] } })),
    documents: snapshot.map(({ state }) => state.stored.length),
  };
  const frames = [serializeValue(outline, arrays)];
  for (const { state } of snapshot)
    for (let start = 0; start < state.stored.length; start += DOCUMENTS_PER_FRAME)
      frames.push(serializeValue(state.stored.slice(start, start + DOCUMENTS_PER_FRAME), arrays));
  for (const view of arrays) frames.push(Buffer.from(view.buffer, view.byteOffset, view.byteLength));
  return frames.flatMap((frame) => [lengthOf(frame), frame]);
}

const lengthOf = (frame: Uint8Array) => {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32LE(frame.byteLength);
  return prefix;
};

/**
 * Writes header and body to a temporary file in the same folder, flushes it to disk, then renames it over the
 * previous snapshot: a process killed while writing leaves the previous snapshot whole (and a temporary file the
 * next write overwrites). Returns the file's size.
 */
export async function writeSnapshotFile(
  path: string,
  header: Pick<SnapshotHeader, 'key' | 'indexes'>,
  body: SnapshotBody,
): Promise<number> {
  const full: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    key: header.key,
    writtenAt: new Date().toISOString(),
    indexes: header.indexes,
    bodyBytes: body.reduce((sum, frame) => sum + frame.length, 0),
    bodyCrc32: body.reduce(crcAfter, 0),
  };
  const line = Buffer.from(`${JSON.stringify(full)}\n`);
  const temporary = `${path}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await writeAll(handle, line);
    for (const frame of body) await writeAll(handle, frame);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await syncFolder(dirname(path));
  return line.length + full.bodyBytes;
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
    return parseHeader(await readStart(handle));
  } finally {
    await handle.close();
  }
}

async function readStart(handle: FileHandle): Promise<Buffer> {
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_LIMIT), 0, HEADER_LIMIT, 0);
  return buffer.subarray(0, bytesRead);
}

/** The indexes of a snapshot whose header was read; throws UnreadableSnapshot when the body is not that header's. */
export async function readSnapshotBody(path: string, header: SnapshotHeader): Promise<IndexSnapshot[]> {
  const cannotRead = (error: Error) => new UnreadableSnapshot(`no se puede leer: ${error.message}`);
  const handle = await open(path, 'r').catch((error: Error) => {
    throw cannotRead(error);
  });
  try {
    const start = (await readStart(handle)).indexOf(0x0a) + 1;
    const bodyBytes = (await handle.stat()).size - start;
    if (bodyBytes !== header.bodyBytes)
      throw new UnreadableSnapshot(
        `el archivo está incompleto o tiene de más (${bodyBytes} bytes de datos; la cabecera dice ${header.bodyBytes})`,
      );
    const body = new BodyReader(handle, start, bodyBytes);
    let snapshot: IndexSnapshot[];
    try {
      snapshot = await readFrames(body);
    } catch (error) {
      if (error instanceof ReadFailed) throw cannotRead(error.cause as Error);
      // A damaged body usually fails to read before its end: the checksum tells damage from a file of other code.
      if ((await body.checksumOfAll()) !== header.bodyCrc32) throw damaged();
      throw new UnreadableSnapshot(`no se puede deserializar: ${(error as Error).message}`);
    }
    if (body.checksum !== header.bodyCrc32) throw damaged();
    const agrees =
      snapshot.length === header.indexes.length &&
      snapshot.every(
        (index, i) =>
          index.name === header.indexes[i]!.name && String(index.state?.checkpoint) === header.indexes[i]!.checkpoint,
      );
    if (!agrees) throw new UnreadableSnapshot('los datos no son los que describe su cabecera');
    return snapshot;
  } finally {
    await handle.close();
  }
}

const damaged = () => new UnreadableSnapshot('el archivo está dañado (su CRC-32 no coincide)');

/**
 * The CRC-32 of what came before and then `bytes`. An empty typed array's memory may be no memory at all, and zlib
 * answers a CRC-32 of no memory with the initial 0: the checksum would start again after each empty array, and
 * damage before one would go unseen.
 */
const crcAfter = (crc: number, bytes: Uint8Array): number => (bytes.byteLength === 0 ? crc : crc32(bytes, crc));

/** The frames of a body, in the order encodeSnapshot wrote them (throws on anything else). */
async function readFrames(body: BodyReader): Promise<IndexSnapshot[]> {
  const arrays: TypedArray[] = [];
  const decode = (frame: Buffer) => {
    const deserializer = new OutlineDeserializer(frame, arrays, body.size);
    deserializer.readHeader();
    return deserializer.readValue() as unknown;
  };
  const outline = decode(await body.frame()) as Partial<Outline> | null;
  const snapshot = outline?.indexes;
  if (!Array.isArray(snapshot) || !snapshot.every((index) => Array.isArray(index?.state?.stored)))
    throw new Error('its first frame is not an outline');
  for (const [i, { state }] of snapshot.entries())
    while (state.stored.length < (outline?.documents?.[i] ?? 0)) {
      const documents = decode(await body.frame());
      if (!Array.isArray(documents)) throw new Error('a frame of documents is not a list');
      for (const doc of documents) state.stored.push(doc as IndexStateData['stored'][number]);
    }
  for (const view of arrays) await body.frameInto(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
  if (!body.atEnd()) throw new Error('there are bytes after its last frame');
  return snapshot;
}

/** The file could not be read (not: its bytes are not a snapshot). */
class ReadFailed extends Error {}

/** Reads a body frame by frame, keeping the CRC-32 of every byte read so far. */
class BodyReader {
  checksum = 0;
  private read = 0;
  private scratch = Buffer.alloc(0);

  constructor(
    private readonly handle: FileHandle,
    private readonly start: number,
    readonly size: number,
  ) {}

  atEnd = () => this.read === this.size;

  /** The next frame, in the scratch buffer (valid until the next call). */
  async frame(): Promise<Buffer> {
    const frame = this.scratchOf(await this.nextLength());
    await this.fill(frame);
    return frame;
  }

  /** The next frame, read straight into `target`, which it must fill exactly. */
  async frameInto(target: Uint8Array): Promise<void> {
    if ((await this.nextLength()) !== target.byteLength) throw new Error('a typed array’s frame has another length');
    await this.fill(target);
  }

  /** The CRC-32 of the whole body: what was read, then the rest. */
  async checksumOfAll(): Promise<number> {
    while (!this.atEnd()) await this.fill(this.scratchOf(Math.min(SCRATCH_BYTES, this.size - this.read)));
    return this.checksum;
  }

  /** The first `length` bytes of the scratch buffer, grown when it is shorter. */
  private scratchOf(length: number): Buffer {
    if (this.scratch.length < length) this.scratch = Buffer.allocUnsafe(Math.max(length, this.scratch.length * 2));
    return this.scratch.subarray(0, length);
  }

  private async nextLength(): Promise<number> {
    const prefix = Buffer.alloc(4);
    await this.fill(prefix);
    const length = prefix.readUInt32LE(0);
    if (length > this.size - this.read) throw new Error('a frame goes past the end');
    return length;
  }

  private async fill(target: Uint8Array): Promise<void> {
    if (target.byteLength > this.size - this.read) throw new Error('a frame goes past the end');
    for (let done = 0; done < target.byteLength;) {
      const { bytesRead } = await this.handle
        .read(target, done, target.byteLength - done, this.start + this.read + done)
        .catch((error: unknown) => {
          throw new ReadFailed('read', { cause: error });
        });
      if (bytesRead === 0) throw new ReadFailed('read', { cause: new Error('el archivo se acortó mientras se leía') });
      done += bytesRead;
    }
    this.read += target.byteLength;
    this.checksum = crcAfter(this.checksum, target);
  }
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
