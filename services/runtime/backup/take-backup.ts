import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../../../infra/sqlite/sqlite-event-store.js';
import { summarizeLog } from '../migration/compare-logs.js';
import { count } from '../migration/report.js';
import { DATABASES, EVENTS_DATABASE, FILES, FOLDERS, LEFT_OUT } from './data-dir-layout.js';
import { filesUnder, requireEmptyFolder } from './folders.js';
import { MANIFEST_FILE, sha256Of, writeManifest, type Manifest } from './manifest.js';

export interface BackupOptions {
  now?: () => Date;
  /**
   * Called once each part of DATA_DIR is in the backup (`entry` names it, `detail` says what it held, in Spanish),
   * before the next is copied.
   */
  onCopied?: (entry: string, detail: string) => void | Promise<void>;
}

/** More pages than any database holds: the whole copy in one step. */
const ALL_PAGES = 0x7fffffff;

/**
 * SQLite's online backup, in one step: one read transaction, so the copy is the database as one commit left it,
 * while the portal keeps writing (WAL lets readers and the writer work at once). Copied step by step instead, any
 * write between two steps would restart the copy, and a portal that writes often would keep it from ever ending.
 * The copy is left in rollback-journal mode: a single file, which opening read-only never adds a -wal or -shm to.
 */
async function backupDatabase(source: string, target: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function tableCounts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all();
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (db.prepare(`SELECT COUNT(*) AS rows FROM "${name.replaceAll('"', '""')}"`).get() as { rows: number }).rows,
      ]),
    );
  } finally {
    db.close();
  }
}

async function summarizeCopiedLog(file: string) {
  const store = new SqliteEventStore(new Database(file, { readonly: true, fileMustExist: true }));
  try {
    return await summarizeLog(store);
  } finally {
    await store.close();
  }
}

function copyFiles(dataDir: string, targetDir: string, paths: readonly string[]): number {
  let copied = 0;
  for (const path of paths) {
    const target = join(targetDir, path);
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(join(dataDir, path), target);
      copied += 1;
    } catch (error) {
      // Removed since it was listed (an upload no listing named, cleaned up): it was no longer state.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/**
 * Copies the embedded DATA_DIR into `targetDir` (empty or missing) while the portal may be running, and writes the
 * manifest last. Databases first (read models, then the log), then the files: a photo is stored before the event
 * that names it, so every photo the copied log names is already on disk when the folders are copied.
 */
export async function takeBackup(dataDir: string, targetDir: string, options: BackupOptions = {}): Promise<Manifest> {
  const source = resolve(dataDir);
  const target = resolve(targetDir);
  const createdAt = (options.now ?? (() => new Date()))().toISOString();
  if (!existsSync(join(source, EVENTS_DATABASE)))
    throw new Error(`No hay un almacén de eventos embebido en ${join(source, EVENTS_DATABASE)}: revise DATA_DIR.`);
  requireEmptyFolder(target, 'La carpeta de destino');
  mkdirSync(target, { recursive: true });
  const onCopied = options.onCopied ?? (() => undefined);

  const databases: Manifest['databases'] = {};
  for (const name of DATABASES) {
    if (!existsSync(join(source, name))) continue;
    await backupDatabase(join(source, name), join(target, name));
    const tables = tableCounts(join(target, name));
    databases[name] = { tables };
    const rows = Object.values(tables).reduce((sum, rows) => sum + rows, 0);
    await onCopied(name, `${count(rows)} filas en ${count(Object.keys(tables).length)} tablas`);
  }
  const log = await summarizeCopiedLog(join(target, EVENTS_DATABASE));

  for (const folder of FOLDERS) {
    const copied = copyFiles(source, target, filesUnder(join(source, folder), source));
    if (copied > 0) await onCopied(folder, `${count(copied)} archivos`);
  }
  for (const file of FILES) {
    if (copyFiles(source, target, existsSync(join(source, file)) ? [file] : []) > 0) await onCopied(file, 'copiado');
  }

  const kept = new Set<string>([...DATABASES, ...FOLDERS, ...FILES]);
  const leftOut = Object.fromEntries(
    readdirSync(source)
      .filter((entry) => !kept.has(entry) && resolve(source, entry) !== target)
      .sort()
      .map((entry) => [entry, LEFT_OUT[entry] ?? 'no es parte de los datos del portal']),
  );
  const files = [];
  for (const path of filesUnder(target, target).filter((path) => path !== MANIFEST_FILE)) {
    const file = join(target, path);
    files.push({ path, bytes: statSync(file).size, sha256: await sha256Of(file) });
  }
  const manifest: Manifest = {
    format: 1,
    createdAt,
    source,
    files,
    databases,
    events: { count: log.events, streams: log.streams.size, sha256: log.sha256 },
    leftOut,
  };
  writeManifest(target, manifest);
  return manifest;
}
