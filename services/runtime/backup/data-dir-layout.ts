import { basename } from 'node:path';
import { snapshotPath } from '../../../infra/search-embedded/snapshot-file.js';
import { DEMO_ADMIN_FILE } from '../admin-account.js';
import { LOCK_FILE, OWNER_FILE } from '../data-dir-lock.js';
import { SECRET_KEY_FILE } from '../secret-key.js';

/**
 * What an embedded DATA_DIR holds (adapters.ts, secret-key.ts, admin-account.ts, mail.ts lay it out) and what a
 * backup keeps of it: the state nothing else can rebuild. Anything else found there is named as left out.
 */
export const EVENTS_DATABASE = 'events.db';

/**
 * Copied in this order: the read models before the log they are projected from, so that every checkpoint in the copy
 * points at an event the copied log holds. The restored portal then only catches up; the other order could leave a
 * read model ahead of its log (showing what the log never recorded), which no catch-up can undo.
 */
export const DATABASES = ['read-models.db', EVENTS_DATABASE] as const;

/** Folders copied file by file. */
export const FOLDERS = [
  // The photos (DiskBlobStore).
  'blobs',
  // Without SMTP_URL, the mails the portal sent: the only record of what went out.
  'outbox',
] as const;

/** Single files copied as they are. */
export const FILES = [
  // Generated once when SECRET_KEY is not set: without it the API tokens stored encrypted cannot be read.
  SECRET_KEY_FILE,
  // The demo admin's generated password, which the server would otherwise replace with a new one at start.
  DEMO_ADMIN_FILE,
] as const;

/** Found in DATA_DIR but not copied, with the reason the operator reads. */
export const LEFT_OUT: Record<string, string> = {
  [basename(snapshotPath('.'))]: 'el índice de búsqueda se reconstruye desde los eventos al arrancar',
  [LOCK_FILE]: 'el candado del proceso que usa la carpeta: lo toma el portal restaurado al arrancar',
  [OWNER_FILE]: 'quién tiene el candado de la carpeta: lo escribe el portal restaurado al arrancar',
  ...Object.fromEntries(
    DATABASES.flatMap((name) => [
      [`${name}-wal`, `incluido en la copia en línea de ${name}`],
      [`${name}-shm`, `incluido en la copia en línea de ${name}`],
    ]),
  ),
};

/** A file being written (a blob or a mail written to a temporary name, then renamed): not yet part of the state. */
export const isBeingWritten = (name: string) => name.endsWith('.tmp');
