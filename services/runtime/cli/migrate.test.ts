import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DiskBlobStore } from '../../../infra/disk/disk-blob-store.js';
import { conceptEmbedder } from '../../../infra/embeddings/concept/concept-embedding.js';
import { SqliteEventStore } from '../../../infra/sqlite/sqlite-event-store.js';
import { projectionRegistrations } from '../../../projections/registrations.js';
import { ReadModels } from '../../../projections/runner/read-models.js';
import { createEmbeddedPorts } from '../adapters.js';
import { lockDataDir } from '../data-dir-lock.js';
import { migrateCommand } from './migrate.js';
import { projectionsCommand } from './projections.js';
import { seedCommand } from './seed.js';
import { cliSandbox } from './testing.js';

const { dataDir, said } = cliSandbox('portal-migrate-');
const source = join(dataDir, 'source');
const target = join(dataDir, 'target');
const env = { DATA_DIR: source };

const photos = [
  { key: 'photos/AAAAAAAAAAAAAAAAAAAAAA/640.webp', bytes: Buffer.from('foto de 640 px'), type: 'image/webp' },
  {
    key: 'photos/AAAAAAAAAAAAAAAAAAAAAA/1280.webp',
    bytes: Buffer.from('foto de 1280 px, más grande'),
    type: 'image/webp',
  },
];

async function eventIds(dir: string): Promise<string[]> {
  const store = SqliteEventStore.open(join(dir, 'events.db'));
  const ids: string[] = [];
  for await (const event of store.readAll()) ids.push(event.id);
  await store.close();
  return ids;
}

/** Every read model's documents, from the active versions of a data directory's read-model store. */
async function readModels(dir: string): Promise<Record<string, unknown[]>> {
  const ports = createEmbeddedPorts(dir);
  const models = new ReadModels(ports.readModelStore);
  const documents: Record<string, unknown[]> = {};
  for (const registration of projectionRegistrations(conceptEmbedder)) {
    if (registration.kind !== 'read-model') continue;
    const name = registration.projection.name;
    documents[name] = await (await models.collection(name)).find({}, { sort: [['id', 1]] });
  }
  await ports.close();
  return documents;
}

describe('npm run migrate, embedded → embedded (the code path --to production takes, on a second SQLite file)', () => {
  it('copies the demo catalogue and its photos, verifies them, and the rebuilt target serves the same catalogue', async () => {
    expect(await seedCommand(env)).toBe(0);
    const blobs = new DiskBlobStore(join(source, 'blobs'));
    for (const photo of photos) await blobs.put(photo.key, photo.bytes, photo.type);
    said();

    expect(await migrateCommand(['--to', target, '--rebuild'], env)).toBe(0);
    const output = said();
    expect(output).toMatch(/Copiando \d+ eventos…/);
    expect(output).toContain('Fotos copiadas: 2; ya estaban: 0.');
    const hashes = [...output.matchAll(/(?:Origen |Destino): (\d+) eventos en (\d+) streams, sha256 ([0-9a-f]{64})/g)];
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.slice(1)).toEqual(hashes[1]!.slice(1));
    expect(output).toContain('Verificación correcta');
    expect(output).toMatch(/properties: properties_v1 → properties_v2/);

    const copied = new DiskBlobStore(join(target, 'blobs'));
    for (const photo of photos)
      expect(await copied.get(photo.key)).toEqual({ bytes: photo.bytes, contentType: photo.type });
    expect(await eventIds(target)).toEqual(await eventIds(source));
    expect(await projectionsCommand(['rebuild'], env)).toBe(0);
    const sourceModels = await readModels(source);
    expect(sourceModels['properties']).toHaveLength(93);
    expect(await readModels(target)).toEqual(sourceModels);
  });

  it('keeps when each event was first recorded', async () => {
    const first = async (dir: string) => {
      const store = SqliteEventStore.open(join(dir, 'events.db'));
      for await (const event of store.readAll({ limit: 1 })) {
        await store.close();
        return event;
      }
      throw new Error(`${dir} has no events`);
    };
    const [original, copy] = [await first(source), await first(target)];
    expect(copy.metadata.originalRecordedAt).toBe(original.recordedAt.toISOString());
    expect(copy.recordedAt.getTime()).toBeGreaterThan(original.recordedAt.getTime());
  });

  it('copies nothing on a second run and says so; a photo of another size is copied again', async () => {
    const stale = photos[1]!;
    await new DiskBlobStore(join(target, 'blobs')).put(stale.key, Buffer.from('cortada'), stale.type);
    expect(await migrateCommand(['--to', target], env)).toBe(0);
    const output = said();
    expect(output).toContain('no hay eventos por copiar');
    expect(output).toContain('Fotos copiadas: 1; ya estaban: 1.');
    expect(output).toContain('Verificación correcta');
    expect(output).toContain(`Siguiente paso: reconstruir las proyecciones en el destino:\n  DATA_DIR="${target}"`);
    expect(await migrateCommand(['--to', target], env)).toBe(0);
    expect(said()).toMatch(/no hay eventos por copiar[\s\S]*no hay fotos por copiar/);
  });

  it('fails verification when one event differs in the target, naming that event, and refuses to copy onto it', async () => {
    const tampered = join(dataDir, 'tampered');
    cpSync(target, tampered, { recursive: true });
    const db = new Database(join(tampered, 'events.db'));
    const event = db
      .prepare<[], { id: string; stream: string }>(
        "SELECT id, stream FROM events WHERE type = 'PropertyListed' ORDER BY position LIMIT 1 OFFSET 10",
      )
      .get()!;
    db.prepare("UPDATE events SET data = json_set(data, '$.title', 'Alterado a mano') WHERE id = ?").run(event.id);
    db.close();

    expect(await migrateCommand(['--to', tampered, '--verify'], env)).toBe(1);
    const output = said();
    expect(output).toContain(`La verificación falló: el evento n.º`);
    expect(output).toContain(`difiere en el destino (datos): origen ${event.id} (stream ${event.stream}`);
    const hashes = [...output.matchAll(/sha256 ([0-9a-f]{64})/g)].map((match) => match[1]);
    expect(hashes[0]).not.toBe(hashes[1]);

    expect(await migrateCommand(['--to', tampered], env)).toBe(1);
    expect(said()).toContain(`El destino no es una copia parcial de este origen: el evento n.º`);
  });

  it('resumes a copy killed mid-way (SIGKILL) from where the target stands, writing no event twice', async () => {
    const resumed = join(dataDir, 'resumed');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'test-support/migrate-then-hang-forever.ts'), '--to', resumed],
      { env: { ...process.env, DATA_DIR: source }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = once(child, 'exit');
    // The first progress line comes after the first append, and the child goes no further: killed there, the copy
    // has just begun.
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Eventos copiados:')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the copy ended (${code}) before it could be killed`)));
    });
    child.kill('SIGKILL');
    await exited;

    const all = await eventIds(source);
    const partial = await eventIds(resumed);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(all.length);
    expect(partial).toEqual(all.slice(0, partial.length));

    expect(await migrateCommand(['--to', resumed], env)).toBe(0);
    const output = said();
    expect(output).toContain(`El destino ya tiene ${count(partial.length)} de ${count(all.length)} eventos`);
    expect(output).toContain('Verificación correcta');
    expect(await eventIds(resumed)).toEqual(all);
  });

  it('says what is wrong with the command line and the production settings', async () => {
    expect(await migrateCommand([], env)).toBe(0);
    expect(said()).toContain('npm run migrate -- --to production');
    expect(await migrateCommand(['--to'], env)).toBe(2);
    said();
    await expect(migrateCommand(['--to', 'production'], env)).rejects.toThrow(
      'Configuración inválida: --to production necesita EVENTSTORE_URL',
    );
    await expect(migrateCommand(['--to', target], { DATA_DIR: join(dataDir, 'nada') })).rejects.toThrow(
      /^No hay un almacén de eventos embebido en .*nada\/events\.db/,
    );
    await expect(migrateCommand(['--to', source], env)).rejects.toThrow('es la misma carpeta que el origen');
  });

  it('refuses a target folder a server or projector runs on, naming it', async () => {
    const served = join(dataDir, 'served');
    const server = await lockDataDir(served);
    try {
      await expect(migrateCommand(['--to', served], env)).rejects.toThrow(
        `La carpeta de datos ${served} ya la usa otro proceso del portal (pid ${process.pid})`,
      );
    } finally {
      server.release();
    }
    expect(await eventIds(served)).toEqual([]);
  });
});

const count = (value: number) => value.toLocaleString('es-CO');
