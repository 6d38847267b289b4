import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BackupReport, BackupReporter } from '../../api/backup-report.js';
import { count } from '../migration/report.js';
import { MANIFEST_FILE, readManifest } from './manifest.js';
import { takeBackup } from './take-backup.js';

/** Colombia keeps UTC−5 all year (no daylight saving since 1993): 3:00 there is 8:00 UTC. */
const COLOMBIA_OFFSET_MS = -5 * 3_600_000;
const BACKUP_HOUR_UTC = 8;
const CHECK_INTERVAL_MS = 60_000;
/** The folders this schedule writes, and the only ones it ever removes. */
const NIGHTLY_FOLDER = /^portal-\d{4}-\d{2}-\d{2}T\d{4}$/;

/** The latest 3:00 Colombia time at or before `now`. */
export function lastNightlySlot(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCHours(BACKUP_HOUR_UTC, 0, 0, 0);
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot;
}

/** Named after the Colombian date and time it was taken, so that names sort as time does. */
const folderName = (at: Date) =>
  `portal-${new Date(at.getTime() + COLOMBIA_OFFSET_MS).toISOString().slice(0, 16).replace(':', '')}`;

export interface NightlyBackupSettings {
  dataDir: string;
  /** BACKUP_DIR. */
  backupDir: string;
  /** BACKUP_KEEP: complete backups kept; older ones are removed after each new one. */
  keep: number;
  /** Before any backup, the first is due at the first 3:00 after this. */
  startedAt: Date;
  log: (message: string) => void;
}

/** A backup of DATA_DIR into BACKUP_DIR every night at 3:00 Colombia time, keeping the newest BACKUP_KEEP. */
export class NightlyBackups implements BackupReporter {
  private failure: BackupReport['failure'] = null;
  private readonly backupDir: string;

  constructor(private readonly settings: NightlyBackupSettings) {
    this.backupDir = resolve(settings.backupDir);
  }

  /** The complete backups (those with a manifest), oldest first. */
  private completed(): string[] {
    if (!existsSync(this.backupDir)) return [];
    return readdirSync(this.backupDir)
      .filter((name) => NIGHTLY_FOLDER.test(name) && existsSync(join(this.backupDir, name, MANIFEST_FILE)))
      .sort();
  }

  async report(): Promise<BackupReport> {
    const newest = this.completed().at(-1);
    if (!newest) return { last: null, failure: this.failure };
    const manifest = readManifest(join(this.backupDir, newest));
    return {
      last: {
        at: manifest.createdAt,
        folder: newest,
        events: manifest.events.count,
        bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
      },
      failure: this.failure,
    };
  }

  /**
   * Takes a backup when a 3:00 has passed since the newest one (or since the start, before any), or since the last
   * failure: a backup that failed is tried again the next night, not every minute against a full disk. Answers the
   * folder written, or null.
   */
  async runIfDue(now: Date): Promise<string | null> {
    const { last } = await this.report();
    const since = Math.max(
      last ? Date.parse(last.at) : this.settings.startedAt.getTime(),
      this.failure ? Date.parse(this.failure.at) : 0,
    );
    if (lastNightlySlot(now).getTime() <= since) return null;
    const folder = join(this.backupDir, folderName(now));
    try {
      const manifest = await takeBackup(this.settings.dataDir, folder, { now: () => now });
      this.failure = null;
      this.settings.log(`Copia de seguridad nocturna en ${folder}: ${count(manifest.events.count)} eventos.`);
    } catch (error) {
      // Half a copy is no backup: nothing that lacks a manifest is left behind.
      rmSync(folder, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      this.failure = { at: now.toISOString(), message };
      this.settings.log(`La copia de seguridad nocturna falló (se intentará la próxima noche): ${message}`);
      return null;
    }
    for (const old of this.completed().slice(0, -this.settings.keep))
      rmSync(join(this.backupDir, old), { recursive: true, force: true });
    return folder;
  }
}

/**
 * Looks every minute whether tonight's backup is due, and at once (a night missed while the server was down is
 * caught up). Runs never overlap, the timer never keeps the process alive, and `stop` waits for a run in progress.
 */
export function startNightlyBackups(
  backups: NightlyBackups,
  { clock = () => new Date(), log }: { clock?: () => Date; log: (message: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => backups.runIfDue(clock()))
      // A manifest in BACKUP_DIR that cannot be read: said, and looked at again in a minute.
      .catch((error: unknown) =>
        log(`Copias de seguridad nocturnas: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  run();
  const timer = setInterval(run, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
