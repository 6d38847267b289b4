import type { FastifyBaseLogger } from 'fastify';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { EventStore } from '../../infra/ports/event-store.js';
import type { IndexSettings } from '../../infra/ports/search-index.js';
import { EmbeddedSearchIndex } from '../../infra/search-embedded/embedded-search-index.js';
import { readSnapshotHeader, SNAPSHOT_FORMAT, snapshotPath } from '../../infra/search-embedded/snapshot-file.js';
import { CATALOGUE_INDEX } from '../../projections/catalogue-index/projection.js';
import { handleCommand } from '../command-handling/command-handler.js';
import { DEMO_PROPERTIES } from '../demo-catalogue/index.js';
import { propertyDecider } from '../domain/property/decider.js';
import { propertyStream } from '../domain/property/events.js';
import { fingerprintedListingJson } from '../api/queries/fingerprinted-listing-json.js';
import { catalogueDocumentToDto, PUBLIC_LISTING_JSON } from '../api/queries/property-dto.js';
import { PropertySchema } from '../api/schemas/property.js';
import { createEmbeddedPorts } from './adapters.js';
import { createApiRuntime } from './api-runtime.js';
import { projectionsCommand } from './cli/projections.js';
import { loadConfig } from './config.js';
import { runtimeSnapshotKey, SearchIndexSnapshots, snapshotKey } from './search-index-snapshot.js';

const parent = mkdtempSync(join(tmpdir(), 'portal-snapshot-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const SECRET_KEY = 'k'.repeat(40);
const listings = DEMO_PROPERTIES.length;

/** The API's runtime on `dataDir` as `npm start` builds it, with what it logged. */
async function start(dataDir: string, env: Record<string, string> = {}) {
  const messages: string[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void messages.push((JSON.parse(line) as { msg: string }).msg) },
  ) as unknown as FastifyBaseLogger;
  const runtime = await createApiRuntime(loadConfig({ DATA_DIR: dataDir, SECRET_KEY, ...env }), logger);
  const index = runtime.deps.searchIndex;
  return {
    index,
    /** The messages about the snapshot, read and cleared. */
    said: () => messages.splice(0).filter((message) => /nstantánea/.test(message)),
    close: () => runtime.close(),
    total: async () => (await index.search(CATALOGUE_INDEX, { limit: 0 })).total,
  };
}

/** Delists the first demo listing, as an admin would, with the server stopped. */
async function delistFirst(dataDir: string): Promise<string> {
  const ports = createEmbeddedPorts(dataDir);
  const propertyId = DEMO_PROPERTIES[0]!.key;
  try {
    const now = new Date();
    await handleCommand(
      ports.store,
      propertyDecider,
      propertyStream(propertyId),
      { type: 'DelistProperty', data: { propertyId, now: now.toISOString() } },
      { context: { actor: 'system', correlationId: 'test-delist', now } },
    );
  } finally {
    await ports.close();
  }
  return propertyId;
}

/** A first start on a new data directory, stopped: a demo catalogue and its snapshot. */
async function seeded(name: string): Promise<string> {
  const dataDir = join(parent, name);
  const first = await start(dataDir);
  await first.close();
  return dataDir;
}

describe('the embedded index snapshot across starts of the API', () => {
  it('is written by the first start, loaded and caught up by the next ones, and written again only when it moved', async () => {
    const dataDir = join(parent, 'lifecycle');
    const first = await start(dataDir);
    // Right after the first catch-up, before any stop: a crash from here on still restarts from it.
    expect(first.said()).toEqual([
      expect.stringMatching(/^Sin instantánea del índice de búsqueda/),
      expect.stringMatching(new RegExp(`^Instantánea del índice de búsqueda escrita .*: ${listings} documentos`)),
    ]);
    const written = await readSnapshotHeader(snapshotPath(dataDir));
    expect(written?.indexes).toEqual([
      expect.objectContaining({
        name: CATALOGUE_INDEX,
        documents: listings,
        checkpoint: expect.stringMatching(/^\d+$/),
      }),
    ]);
    expect(await first.total()).toBe(listings);
    await first.close();
    expect(first.said()).toEqual([]);

    const delisted = await delistFirst(dataDir);
    const second = await start(dataDir);
    const said = second.said();
    expect(said[0]).toMatch(/^Índice de búsqueda cargado de su instantánea/);
    // The event appended since the snapshot was applied, and the snapshot moved with it.
    expect(await second.index.get(CATALOGUE_INDEX, delisted)).toBeNull();
    expect(await second.total()).toBe(listings - 1);
    expect(said[1]).toMatch(new RegExp(`escrita .*: ${listings - 1} documentos`));
    const checkpoint = BigInt((await readSnapshotHeader(snapshotPath(dataDir)))!.indexes[0]!.checkpoint);
    expect(checkpoint).toBeGreaterThan(BigInt(written!.indexes[0]!.checkpoint));
    expect(await second.index.getCheckpoint(CATALOGUE_INDEX)).toBe(checkpoint);
    await second.close();

    // A temporary file a killed write left behind is not the snapshot.
    writeFileSync(`${snapshotPath(dataDir)}.tmp`, 'medio escrito');
    const third = await start(dataDir);
    expect(third.said()).toEqual([expect.stringMatching(/^Índice de búsqueda cargado de su instantánea/)]);
    expect(await third.total()).toBe(listings - 1);
    await third.close();
    expect(third.said()).toEqual([]);
  });

  it('is rebuilt from the events, saying why, when the file is truncated or corrupt', async () => {
    const dataDir = await seeded('damaged');
    const path = snapshotPath(dataDir);
    const whole = readFileSync(path);
    for (const [damage, reason] of [
      [whole.subarray(0, whole.length - 1000), /incompleto/],
      [
        Buffer.concat([
          whole.subarray(0, whole.length - 500),
          Buffer.from([whole.at(-500)! ^ 0xff]),
          whole.subarray(whole.length - 499),
        ]),
        /dañado/,
      ],
      [whole.subarray(0, 20), /no tiene cabecera/],
      [Buffer.from(`{"format":${SNAPSHOT_FORMAT}}\n`), /cabecera está incompleta/],
    ] as const) {
      writeFileSync(path, damage);
      const restarted = await start(dataDir);
      const said = restarted.said();
      expect(said[0]).toMatch(/^Instantánea del índice de búsqueda descartada/);
      expect(said[0]).toMatch(reason);
      expect(said[1]).toMatch(/^Instantánea del índice de búsqueda escrita/);
      expect(await restarted.total()).toBe(listings);
      await restarted.close();
    }
  });

  it('is rebuilt when the event log was replaced by another one', async () => {
    const dataDir = await seeded('replaced');
    const other = await seeded('other');
    const before = (await readSnapshotHeader(snapshotPath(dataDir)))!.indexes[0]!;
    // Another data directory's files (a restored backup, a wrong copy): same positions, other events.
    for (const file of ['events.db', 'read-models.db']) {
      rmSync(join(dataDir, `${file}-wal`), { force: true });
      rmSync(join(dataDir, `${file}-shm`), { force: true });
      copyFileSync(join(other, file), join(dataDir, file));
    }
    const restarted = await start(dataDir);
    expect(restarted.said()[0]).toMatch(/descartada .*: el evento en su checkpoint \d+ no es el que registró/);
    expect(await restarted.total()).toBe(listings);
    await restarted.close();
    const after = (await readSnapshotHeader(snapshotPath(dataDir)))!.indexes[0]!;
    expect(after.eventId).not.toBe(before.eventId);
    expect(after.eventId).toBe((await readSnapshotHeader(snapshotPath(other)))!.indexes[0]!.eventId);
  });

  it('is rebuilt when its key is not the one computed now, and a log shorter than its checkpoint', async () => {
    const dataDir = await seeded('key');
    const path = snapshotPath(dataDir);
    const ports = createEmbeddedPorts(dataDir);
    const messages: string[] = [];
    const log = {
      info: (message: string) => messages.push(message),
      warn: (message: string) => messages.push(message),
    };
    try {
      const other = new SearchIndexSnapshots(new EmbeddedSearchIndex(), ports.store, path, 'otra-clave', log);
      expect(await other.load()).toBe(false);
      expect(messages.pop()).toMatch(/descartada .*: se hizo con otra configuración del índice/);

      const key = runtimeSnapshotKey(ports.embedder);
      const shortLog: EventStore = Object.create(ports.store, { headPosition: { value: async () => 3n } });
      expect(await new SearchIndexSnapshots(new EmbeddedSearchIndex(), shortLog, path, key, log).load()).toBe(false);
      expect(messages.pop()).toMatch(/va más allá del último evento del registro \(3\)/);

      const index = new EmbeddedSearchIndex();
      expect(await new SearchIndexSnapshots(index, ports.store, path, key, log).load()).toBe(true);
      expect((await index.search(CATALOGUE_INDEX, {})).total).toBe(listings);
    } finally {
      await ports.close();
    }
  });

  it('is removed by the rebuild command, which the server respects at its stop; status says what the next start finds', async () => {
    const dataDir = await seeded('cli');
    const env = { DATA_DIR: dataDir, SECRET_KEY };
    const output: string[] = [];
    const spies = (['log', 'table'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((value: unknown) => void output.push(JSON.stringify(value))),
    );
    try {
      expect(await projectionsCommand(['status'], env)).toBe(0);
      const checkpoint = (await readSnapshotHeader(snapshotPath(dataDir)))!.indexes[0]!.checkpoint;
      expect(output.join('\n')).toContain(`catalogue: checkpoint ${checkpoint}, ${listings} documentos`);

      const running = await start(dataDir);
      expect(await projectionsCommand(['rebuild', 'catalogue-index'], env)).toBe(0);
      expect(output.join('\n')).toContain(`catalogue-index: instantánea ${snapshotPath(dataDir)} eliminada`);
      expect(existsSync(snapshotPath(dataDir))).toBe(false);
      await delistFirst(dataDir);
      // The running server's index moved, but writing it at the stop would undo the rebuild.
      await running.index.setCheckpoint(CATALOGUE_INDEX, (await running.index.getCheckpoint(CATALOGUE_INDEX))! + 1n);
      running.said();
      await running.close();
      expect(running.said()).toEqual([expect.stringMatching(/fue eliminada .*: no se escribe otra/)]);
      expect(existsSync(snapshotPath(dataDir))).toBe(false);

      output.length = 0;
      expect(await projectionsCommand(['status'], env)).toBe(0);
      expect(output.join('\n')).toContain('sin instantánea; el próximo inicio lo reconstruye desde los eventos');
      const restarted = await start(dataDir);
      expect(restarted.said()[0]).toMatch(/^Sin instantánea/);
      expect(await restarted.total()).toBe(listings - 1);
      await restarted.close();
      // Rebuilding everything removes it too.
      expect(existsSync(snapshotPath(dataDir))).toBe(true);
      expect(await projectionsCommand(['rebuild'], env)).toBe(0);
      expect(existsSync(snapshotPath(dataDir))).toBe(false);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('snapshotKey', () => {
  const settings: IndexSettings = { searchable: ['title'], filterable: ['status'], sortable: [], vectorDimensions: 64 };
  const parts = {
    indexes: [{ index: 'catalogue', settings }],
    embedder: { name: 'conceptos', dimensions: 64 },
    listingJsonFormat: PUBLIC_LISTING_JSON.format,
  };

  it('changes with the settings, the embedder and the listing JSON format, and only with them', () => {
    const key = snapshotKey(parts);
    expect(snapshotKey(structuredClone(parts))).toBe(key);
    for (const changed of [
      { ...parts, indexes: [{ index: 'catalogue', settings: { ...settings, filterable: ['status', 'price'] } }] },
      { ...parts, indexes: [{ index: 'catalogue', settings: { ...settings, synonyms: [['apto', 'apartamento']] } }] },
      { ...parts, indexes: [{ index: 'catalogo', settings }] },
      { ...parts, embedder: { name: 'modelo-onnx', dimensions: 64 } },
      { ...parts, embedder: { name: 'conceptos', dimensions: 384 } },
      { ...parts, listingJsonFormat: 'otro' },
    ])
      expect(snapshotKey(changed)).not.toBe(key);
  });

  it('changes when the listing DTO schema changes, with no number bumped by hand', () => {
    const extended = fingerprintedListingJson(PropertySchema.extend({ extra: z.string() }), (doc) => ({
      ...catalogueDocumentToDto(doc),
      extra: 'nuevo',
    }));
    expect(extended.format).not.toBe(PUBLIC_LISTING_JSON.format);
    expect(snapshotKey({ ...parts, listingJsonFormat: extended.format })).not.toBe(snapshotKey(parts));
  });
});
