import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from './config.js';

/**
 * The lock is SQLite's own: an EXCLUSIVE transaction held open on DATA_DIR/portal.lock for the process's life. The
 * kernel drops it the moment the process ends, however it ends (kill -9 included), so a crash never leaves it stuck
 * and no timer guesses at staleness. proper-lockfile's mtime lease would call a lock stale when the event loop is
 * busy for longer than its lease (a long bulk action), and a second sender could then start beside a live one.
 *
 * Who takes it: the processes that project and send mail (api-server.ts with PROJECTOR=inline, projector-server.ts),
 * and `npm run migrate` on its target folder (migration/endpoints.ts). The console commands `projections`, `users`,
 * `seed` and `create-admin` do not: they send no mail, SQLite's transactions already keep their writes apart from the
 * server's, and the README promises they run beside it.
 */
export const LOCK_FILE = 'portal.lock';
/** Who holds the lock, for the message of whoever finds it taken (a locked database cannot be read). */
export const OWNER_FILE = 'portal.lock.json';

/**
 * How long a process starting on the folder waits, by default, for one that is stopping (a restart overlapping the
 * stop); LOCK_WAIT_SECONDS changes it (a large catalogue's index snapshot at stop takes seconds on a slow disk).
 */
const STOPPING_WAIT_MS = 30_000;
const POLL_MS = 100;

interface Owner {
  pid: number;
  state: 'running' | 'stopping';
}

export interface DataDirLock {
  /** Tells a process starting on the folder that this one is stopping, so that it waits instead of refusing. */
  stopping(): void;
  /** Last of a stop: after the outbox stopped and the stores closed. */
  release(): void;
}

export interface LockOptions {
  /** Told once when another process is stopping and this one waits for it. */
  log?: (message: string) => void;
  now?: () => number;
  pause?: (ms: number) => Promise<void>;
  /** How long a stopping holder is waited for (STOPPING_WAIT_MS by default). */
  waitMs?: number;
}

/**
 * Whether a process that projects and sends mail must hold DATA_DIR's lock: whenever a store is a file in it. Two
 * such processes would both project and both send every message from the same queue. With KurrentDB and MongoDB
 * both configured nothing of the kind is in DATA_DIR, and the processes sharing those stores may run on other
 * machines, which a file lock cannot see: there a single sender is the deployment's own rule (one projector
 * instance, API replicas with PROJECTOR=external, which neither project nor send).
 */
export const needsDataDirLock = (config: Pick<Config, 'DATA_DIR' | 'EVENTSTORE_URL' | 'MONGODB_URL'>) =>
  config.DATA_DIR !== ':memory:' && !(config.EVENTSTORE_URL && config.MONGODB_URL);

function readOwner(dataDir: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, state: owner.state ?? 'running' } : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a reader never sees half a file. */
function writeOwner(dataDir: string, owner: Owner) {
  const file = join(dataDir, OWNER_FILE);
  writeFileSync(`${file}.${owner.pid}.tmp`, JSON.stringify(owner));
  renameSync(`${file}.${owner.pid}.tmp`, file);
}

const takenMessage = (dataDir: string, owner: Owner | null, stillStopping: boolean, waitMs: number) => {
  const who = owner ? `otro proceso del portal (pid ${owner.pid})` : 'otro proceso del portal';
  const why = stillStopping
    ? `, que lleva más de ${Math.round(waitMs / 1_000)} s deteniéndose`
    : ': dos servidores o proyectores sobre los mismos datos enviarían cada correo dos veces';
  const stop = owner ? `deténgalo (kill ${owner.pid})` : 'deténgalo';
  return `La carpeta de datos ${dataDir} ya la usa ${who}${why}. Para iniciar este, ${stop} o use otra DATA_DIR.`;
};

/**
 * Takes DATA_DIR's lock, or fails with a Spanish message naming the process that holds it. A holder that is stopping
 * is waited for (up to `waitMs`): a restart whose new process starts before the old one finished works.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const {
    now = Date.now,
    pause = (ms) => new Promise((done) => setTimeout(done, ms)),
    waitMs = STOPPING_WAIT_MS,
  } = options;
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const db = new Database(join(folder, LOCK_FILE));
  db.pragma('busy_timeout = 0');
  const deadline = now() + waitMs;
  let told = false;
  for (;;) {
    try {
      db.exec('BEGIN EXCLUSIVE');
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') {
        db.close();
        throw error;
      }
    }
    const owner = readOwner(folder);
    if (owner?.state !== 'stopping' || now() >= deadline) {
      db.close();
      throw new Error(takenMessage(folder, owner, owner?.state === 'stopping', waitMs));
    }
    if (!told) options.log?.(`Esperando a que el proceso ${owner.pid} termine de detenerse (carpeta ${folder}).`);
    told = true;
    await pause(POLL_MS);
  }
  writeOwner(folder, { pid: process.pid, state: 'running' });
  let held = true;
  return {
    stopping: () => {
      if (held) writeOwner(folder, { pid: process.pid, state: 'stopping' });
    },
    release: () => {
      if (!held) return;
      held = false;
      // Removed while still locked: a process that takes the lock next writes its own before anyone reads it.
      rmSync(join(folder, OWNER_FILE), { force: true });
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
