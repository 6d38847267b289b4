import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskBlobStore } from '../../../infra/disk/disk-blob-store.js';
import { SqliteEventStore } from '../../../infra/sqlite/sqlite-event-store.js';
import { newPhotoId, savePhoto } from '../../api/photos/photo-library.js';
import { createTestApp, json, propertyBody } from '../../api/test-support/test-app.js';
import { backupCommand } from '../cli/backup.js';
import { restoreCommand } from '../cli/restore.js';
import { cliSandbox } from '../cli/testing.js';
import { MANIFEST_FILE, type Manifest } from './manifest.js';
import { takeBackup } from './take-backup.js';

const { dataDir: root, said } = cliSandbox('portal-backup-');

/** The portal creating listings in its own process on `dataDir`, and the ids it has acknowledged so far. */
function startWriter(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'test-support', 'create-listings-forever.ts'), dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ids: string[] = [];
  let pending = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    ids.push(...lines);
  });
  const exited = once(child, 'exit');
  return {
    ids,
    /** Once `total` listings are acknowledged; fails if the writer stops first. */
    until: (total: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (ids.length < total) return;
          stop();
          resolve();
        };
        const onExit = (code: number | null, signal: string | null) => {
          stop();
          reject(new Error(`the writer stopped (${code ?? signal}) after ${ids.length} listings: ${stderr}`));
        };
        const stop = () => {
          child.stdout.off('data', check);
          child.off('exit', onExit);
        };
        child.stdout.on('data', check);
        child.once('exit', onExit);
        check();
      }),
    /** As `kill -9` would: mid-write, nothing closed. */
    kill: async () => {
      child.kill('SIGKILL');
      const [, signal] = await exited;
      expect(signal).toBe('SIGKILL');
    },
  };
}

async function eventIds(dataDir: string): Promise<string[]> {
  const store = SqliteEventStore.open(join(dataDir, 'events.db'));
  const ids: string[] = [];
  for await (const event of store.readAll()) ids.push(event.id);
  await store.close();
  return ids;
}

const photoBytes = Buffer.from('foto de la copia de seguridad');

async function storePhotoOnDisk(dataDir: string): Promise<string> {
  const id = newPhotoId();
  await savePhoto(new DiskBlobStore(join(dataDir, 'blobs')), id, [{ width: 640, bytes: photoBytes }]);
  return id;
}

describe('npm run backup while the portal writes, then npm run restore', () => {
  it(
    'holds every listing acknowledged before the log was copied, and the restored portal serves them',
    { timeout: 180_000 },
    async () => {
      const source = join(root, 'writes', 'data');
      const backup = join(root, 'writes', 'backup');
      const restored = join(root, 'writes', 'restored');
      mkdirSync(source, { recursive: true });
      writeFileSync(join(source, 'secret.key'), 'clave-generada-por-el-portal\n', { mode: 0o600 });
      const photoId = await storePhotoOnDisk(source);

      const writer = startWriter(source);
      await writer.until(10);
      const acknowledgedBeforeBackup = [...writer.ids];
      let acknowledgedBeforeLog: string[] = [];
      const manifest = await takeBackup(source, backup, {
        // The portal goes on writing between the read models and the log and after both: nothing waits for it to pause.
        onCopied: async (entry) => {
          if (entry !== 'read-models.db' && entry !== 'events.db') return;
          await writer.until(writer.ids.length + 3);
          if (entry === 'read-models.db') acknowledgedBeforeLog = [...writer.ids];
        },
      });
      await writer.kill();
      expect(acknowledgedBeforeLog.length).toBeGreaterThan(acknowledgedBeforeBackup.length);

      expect(await restoreCommand(['--from', backup], { DATA_DIR: restored })).toBe(0);
      const summary = said();
      expect(summary).toMatch(
        /^Restaurada en .* la copia del .*: [\d.]+ eventos \(sha256 verificado\), [\d.]+ propiedades, 1 fotos\./,
      );
      expect(summary).not.toContain('La copia no incluye secret.key');
      // One commit's state of the log: the killed writer's log begins with exactly the events restored.
      const restoredIds = await eventIds(restored);
      expect(restoredIds).toHaveLength(manifest.events.count);
      expect((await eventIds(source)).slice(0, restoredIds.length)).toEqual(restoredIds);
      expect(readFileSync(join(restored, 'secret.key'), 'utf8')).toBe('clave-generada-por-el-portal\n');

      // The copied read models stop before the listings created after them: the restored portal catches up.
      const t = await createTestApp({ dataDir: restored });
      try {
        const unserved = [];
        for (const id of acknowledgedBeforeLog) {
          const read = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` });
          if (read.statusCode !== 200) unserved.push(`${id}: ${read.statusCode}`);
        }
        expect(unserved).toEqual([]);
        const catalogue = json<{ pagination: { total: number } }>(
          await t.app.inject({ method: 'GET', url: '/api/properties?limit=1' }),
        );
        expect(summary).toContain(`, ${catalogue.pagination.total} propiedades,`);
        const photo = await t.app.inject({ method: 'GET', url: `/photos/${photoId}?w=640` });
        expect(photo.statusCode).toBe(200);
        expect(photo.rawPayload).toEqual(photoBytes);
      } finally {
        await t.close();
      }
    },
  );
});

describe('npm run backup and npm run restore refuse what they cannot do safely', () => {
  const source = join(root, 'small', 'data');
  const backup = join(root, 'small', 'backup');
  const env = { DATA_DIR: source };

  /** A copy of the backup to spoil; the original stays whole for the next test. */
  function spoiled(name: string, spoil: (folder: string, manifest: Manifest) => void): string {
    const folder = join(root, 'small', name);
    cpSync(backup, folder, { recursive: true });
    spoil(folder, JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as Manifest);
    return folder;
  }

  it(
    'writes a backup with its manifest, and refuses a target folder that is not empty',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp({ dataDir: source });
      const admin = await t.adminCookie();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: admin },
        payload: propertyBody(),
      });
      expect(created.statusCode).toBe(201);
      await t.close();
      await storePhotoOnDisk(source);
      writeFileSync(join(source, 'search-index.snapshot'), 'derivable');

      expect(await backupCommand(['--to', backup], env)).toBe(0);
      const output = said();
      expect(output).toContain(
        'No se copió search-index.snapshot: el índice de búsqueda se reconstruye desde los eventos al arrancar.',
      );
      expect(output).toMatch(/Copia de seguridad lista en .*: [\d.]+ eventos \(sha256 [0-9a-f]{64}\)/);
      const manifest = JSON.parse(readFileSync(join(backup, MANIFEST_FILE), 'utf8')) as Manifest;
      expect(manifest.files.map((file) => file.path)).toEqual([
        expect.stringMatching(/^blobs\/photos\/[\w-]+\/\.640\.webp\.type$/),
        expect.stringMatching(/^blobs\/photos\/[\w-]+\/640\.webp$/),
        'events.db',
        'read-models.db',
      ]);
      expect(manifest.databases['events.db']?.tables['events']).toBe(manifest.events.count);
      expect(manifest.databases['read-models.db']?.tables['documents']).toBeGreaterThan(0);

      await expect(backupCommand(['--to', backup], env)).rejects.toThrow(
        /^La carpeta de destino .* no está vacía \(tiene .*\): indique una carpeta vacía o que no exista\.$/,
      );
    },
  );

  it('refuses a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const occupied = join(root, 'small', 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notas.txt'), 'no tocar');
    await expect(restoreCommand(['--from', backup], { DATA_DIR: occupied })).rejects.toThrow(
      /^La carpeta de datos \(DATA_DIR\) .* no está vacía \(tiene notas\.txt\)/,
    );
    expect(readdirSync(occupied)).toEqual(['notas.txt']);
  });

  it('refuses a tampered file and a missing one, naming them, before copying anything', async () => {
    const tampered = spoiled('tampered', (folder, manifest) => {
      const photo = manifest.files.find((file) => file.path.endsWith('640.webp'))!;
      // One byte changed: the same size, another sha256.
      const bytes = readFileSync(join(folder, photo.path));
      bytes[0] = bytes[0]! ^ 1;
      writeFileSync(join(folder, photo.path), bytes);
    });
    const target = join(root, 'small', 'restored-tampered');
    await expect(restoreCommand(['--from', tampered], { DATA_DIR: target })).rejects.toThrow(
      /no coincide con su manifiesto: blobs\/photos\/[\w-]+\/640\.webp \(sha256 distinto del manifiesto\)\. No se restauró nada\./,
    );
    expect(existsSync(target)).toBe(false);

    const missing = spoiled('missing', (folder) => rmSync(join(folder, 'read-models.db')));
    await expect(restoreCommand(['--from', missing], { DATA_DIR: target })).rejects.toThrow(
      /no coincide con su manifiesto: read-models\.db \(falta\)\. No se restauró nada\./,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('undoes a restore whose events do not hash as the manifest says, leaving the folder empty', async () => {
    const edited = spoiled('edited', (folder, manifest) =>
      writeFileSync(
        join(folder, MANIFEST_FILE),
        JSON.stringify({ ...manifest, events: { ...manifest.events, sha256: '0'.repeat(64) } }),
      ),
    );
    const target = join(root, 'small', 'restored-edited');
    mkdirSync(target);
    await expect(restoreCommand(['--from', edited], { DATA_DIR: target })).rejects.toThrow(
      /^Los eventos restaurados no coinciden con la copia: .* Se deshizo la restauración\.$/,
    );
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a folder without a manifest: a backup interrupted before its end', async () => {
    const interrupted = spoiled('interrupted', (folder) => rmSync(join(folder, MANIFEST_FILE)));
    await expect(restoreCommand(['--from', interrupted], { DATA_DIR: join(root, 'small', 'x') })).rejects.toThrow(
      /^No hay manifest\.json en .*: no es una copia de seguridad completa/,
    );
  });
});
