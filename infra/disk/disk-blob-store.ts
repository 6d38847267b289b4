import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import {
  assertBlobKey,
  assertBlobPrefix,
  type BlobInfo,
  type BlobStore,
  type StoredBlob,
} from '../ports/blob-store.js';

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const ignoring =
  (...codes: string[]) =>
  (error: unknown) => {
    if (!codes.includes(code(error) ?? '')) throw error;
  };

/** Written next to a blob: its content type. Keys never start with a dot, so no key can name this file. */
const typeFileOf = (file: string) => join(dirname(file), `.${basename(file)}.type`);

/** Temporary file in the same folder, then rename: a reader sees the old file or the whole new one. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * The embedded BlobStore: one file per blob under `root` (DATA_DIR/blobs), at the path its key spells, so the
 * folder can be backed up or copied to object storage as it is. A key cannot also be the folder of other keys.
 */
export class DiskBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    // A delete of the folder's last blob may remove the folder between mkdir and the write: once more then.
    for (let attempt = 1; ; attempt++) {
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeAtomically(typeFileOf(file), Buffer.from(contentType, 'utf8'));
        await writeAtomically(file, bytes);
        return;
      } catch (error) {
        if (attempt >= 3 || code(error) !== 'ENOENT') throw error;
      }
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      ignoring('ENOENT', 'ENOTDIR', 'EISDIR')(error);
      return null;
    }
    const contentType = await readFile(typeFileOf(file), 'utf8').catch(() => 'application/octet-stream');
    return { bytes, contentType };
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await unlink(file).catch(ignoring('ENOENT', 'ENOTDIR'));
    await unlink(typeFileOf(file)).catch(ignoring('ENOENT', 'ENOTDIR'));
    // Empty folders left behind (photos/{id}/) would pile up: remove them up to the root.
    for (
      let folder = dirname(file);
      folder !== this.root && folder.startsWith(this.root + sep);
      folder = dirname(folder)
    ) {
      try {
        await rmdir(folder);
      } catch {
        return;
      }
    }
  }

  async list(prefix: string): Promise<BlobInfo[]> {
    assertBlobPrefix(prefix);
    const start = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix.includes('/') ? dirname(prefix) : '';
    const found: BlobInfo[] = [];
    await this.walk(start === '' ? this.root : join(this.root, ...start.split('/')), prefix, found);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private async walk(folder: string, prefix: string, found: BlobInfo[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      ignoring('ENOENT', 'ENOTDIR')(error);
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await this.walk(path, prefix, found);
        continue;
      }
      if (!entry.isFile()) continue;
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      try {
        const info = await stat(path);
        found.push({ key, size: info.size, createdAt: info.mtime });
      } catch (error) {
        // Deleted while listing.
        ignoring('ENOENT')(error);
      }
    }
  }

  private fileOf(key: string): string {
    assertBlobKey(key);
    const file = join(this.root, ...key.split('/'));
    // The key rule already forbids it; a second lock on the same door costs nothing.
    if (!file.startsWith(this.root + sep)) throw new Error(`Blob key outside the store: ${key}`);
    return file;
  }
}
