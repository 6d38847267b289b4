import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SqliteEventStore } from '../../../infra/sqlite/sqlite-event-store.js';
import { photoIdOfKey } from '../../api/photos/photo-library.js';
import type { PropertyDelisted, PropertyListed, PropertyRestored } from '../../domain/property/events.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import { summarizeLog } from '../migration/compare-logs.js';
import { SECRET_KEY_FILE } from '../secret-key.js';
import { EVENTS_DATABASE } from './data-dir-layout.js';
import { requireEmptyFolder } from './folders.js';
import { readManifest, safeRelativePath, sha256Of, type FileEntry, type Manifest } from './manifest.js';

export interface RestoreSummary {
  manifest: Manifest;
  events: number;
  streams: number;
  /** Listings the log holds, deleted ones left out. */
  listings: number;
  photos: number;
  /** False when the portal took its key from SECRET_KEY: the restored one must be given the same. */
  secretKey: boolean;
}

/** What is wrong with one file of the backup, or null when it is what the manifest says. */
async function problemWith(folder: string, entry: FileEntry): Promise<string | null> {
  const file = join(folder, safeRelativePath(entry.path));
  if (!existsSync(file)) return `${entry.path} (falta)`;
  if (statSync(file).size !== entry.bytes) return `${entry.path} (tamaño distinto del manifiesto)`;
  if ((await sha256Of(file)) !== entry.sha256) return `${entry.path} (sha256 distinto del manifiesto)`;
  return null;
}

const BLOBS_PREFIX = 'blobs/';

const LISTED: PropertyListed['type'] = 'PropertyListed';
const DELISTED: PropertyDelisted['type'] = 'PropertyDelisted';
const RESTORED: PropertyRestored['type'] = 'PropertyRestored';

/** The listings the log leaves in place: listed or restored, and not delisted since. */
async function countListings(store: EventStore): Promise<number> {
  const listings = new Set<string>();
  for await (const event of store.readAll({ types: [LISTED, DELISTED, RESTORED] })) {
    if (event.type === DELISTED) listings.delete(event.stream);
    else listings.add(event.stream);
  }
  return listings.size;
}

/**
 * Fills an empty (or missing) `dataDir` from the backup in `fromDir`. Every file is checked against the manifest
 * before anything is copied, so a damaged backup leaves the folder as it was; after the copy the log is read back
 * and its hash compared with the one the backup recorded. Should that differ, what was copied is removed again.
 */
export async function restoreBackup(fromDir: string, dataDir: string): Promise<RestoreSummary> {
  const from = resolve(fromDir);
  const target = resolve(dataDir);
  const manifest = readManifest(from);
  requireEmptyFolder(target, 'La carpeta de datos (DATA_DIR)');
  if (!manifest.files.some((entry) => entry.path === EVENTS_DATABASE))
    throw new Error(`El manifiesto de ${from} no incluye ${EVENTS_DATABASE}: no hay eventos que restaurar.`);
  const problems = [];
  for (const entry of manifest.files) {
    const problem = await problemWith(from, entry);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0)
    throw new Error(
      `La copia de seguridad en ${from} no coincide con su manifiesto: ${problems.join(', ')}. No se restauró nada.`,
    );

  const existed = existsSync(target);
  mkdirSync(target, { recursive: true });
  try {
    for (const entry of manifest.files) {
      const file = join(target, safeRelativePath(entry.path));
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(join(from, safeRelativePath(entry.path)), file);
    }
    const store = SqliteEventStore.open(join(target, EVENTS_DATABASE));
    const [log, listings] = await Promise.all([summarizeLog(store), countListings(store)]).finally(() => store.close());
    if (log.sha256 !== manifest.events.sha256 || log.events !== manifest.events.count)
      throw new Error(
        `Los eventos restaurados no coinciden con la copia: ${log.events} eventos con sha256 ${log.sha256}, ` +
          `y el manifiesto dice ${manifest.events.count} con sha256 ${manifest.events.sha256}. Se deshizo la restauración.`,
      );
    const photos = new Set(
      manifest.files
        .filter((entry) => entry.path.startsWith(BLOBS_PREFIX))
        .map((entry) => photoIdOfKey(entry.path.slice(BLOBS_PREFIX.length)))
        .filter((id) => id !== null),
    );
    return {
      manifest,
      events: log.events,
      streams: log.streams.size,
      listings,
      photos: photos.size,
      secretKey: manifest.files.some((entry) => entry.path === SECRET_KEY_FILE),
    };
  } catch (error) {
    // Back to the empty folder it was (a mounted volume cannot itself be removed, only emptied).
    for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
    if (!existed) rmSync(target, { recursive: true, force: true });
    throw error;
  }
}
