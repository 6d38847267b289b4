import { afterEach, describe, expect, it } from 'vitest';
import type { Document } from '../../infra/ports/read-model-store.js';
import { createEmbeddedPorts, type Adapters } from '../../services/runtime/adapters.js';
import { startProjections } from '../../services/runtime/start-projections.js';
import { seedDemoCatalogue } from '../../services/demo-catalogue/run-seed.js';
import { CATALOGUE_INDEX } from '../catalogue-index/projection.js';
import { withWriteFaults } from '../../infra/test-support/write-faults.js';
import { runtimeProjections } from '../../services/runtime/projections.js';
import { Projector } from './projector.js';
import { ReadModels } from './read-models.js';
import { rebuild } from './rebuild.js';

const metadata = { actor: 'test', correlationId: 'test', occurredAt: '2026-11-22T12:00:00.000Z', schemaVersion: 1 };
let ports: Adapters | undefined;
let projector: Projector | undefined;
afterEach(async () => {
  await projector?.stop();
  await ports?.close();
  projector = undefined;
  ports = undefined;
});

async function snapshot(readModels: ReadModels, names: string[]) {
  const result: Record<string, Document[]> = {};
  for (const name of names) result[name] = await (await readModels.collection(name)).find({}, { sort: [['id', 1]] });
  return result;
}

describe('projector', () => {
  it('rebuilds every read model blue/green from position 0 and ends identical', async () => {
    ports = createEmbeddedPorts(':memory:');
    await seedDemoCatalogue(ports.store, new Date('2026-11-22T12:00:00.000Z'));
    const started = await startProjections(ports);
    projector = started.projector;
    const registrations = runtimeProjections(ports.embedder);
    const names = registrations.map((registration) => registration.projection.name);
    const readModelNames = names.filter((name) => name !== 'catalogue-index');
    const before = await snapshot(started.readModels, readModelNames);
    expect(before.properties!.length).toBeGreaterThanOrEqual(60);
    const indexBefore = await ports.searchIndex.search(CATALOGUE_INDEX, { limit: 1000, sort: [['id', 1]] });

    const deps = { store: ports.store, readModels: ports.readModelStore, searchIndex: ports.searchIndex };
    for (const name of names) {
      const { from, to } = await rebuild(deps, registrations, name);
      if (name !== 'catalogue-index') expect(to).not.toBe(from);
    }
    expect(await ports.readModelStore.active.get('properties')).toBe(2);
    expect(await snapshot(started.readModels, readModelNames)).toEqual(before);
    const indexAfter = await ports.searchIndex.search(CATALOGUE_INDEX, { limit: 1000, sort: [['id', 1]] });
    expect(indexAfter.total).toBe(indexBefore.total);
    expect(indexAfter.hits.map((hit) => hit.document)).toEqual(indexBefore.hits.map((hit) => hit.document));

    // The live projector follows the swap: new events land in the new version.
    await ports.store.append(
      'municipality-pasto',
      [
        {
          type: 'MasterDataItemAdded',
          data: { kind: 'municipality', id: 'pasto', name: 'Pasto', addedAt: metadata.occurredAt },
          metadata,
        },
      ],
      { expected: 'no_stream' },
    );
    expect(await projector.waitFor(await ports.store.headPosition())).toBe(true);
    expect(await (await started.readModels.collection('master-data')).get('municipality:pasto')).toMatchObject({
      name: 'Pasto',
    });
  });

  it('stops a projection at an event it cannot handle, reports it, and keeps the others going', async () => {
    ports = createEmbeddedPorts(':memory:');
    await ports.store.append(
      'config-ai-search',
      [
        {
          type: 'AiSearchConfigChanged',
          data: { enabled: true, description: 'Búsqueda con IA', changedAt: metadata.occurredAt },
          metadata,
        },
      ],
      { expected: 'any' },
    );
    // A PropertyRevised whose payload is not what the catalogue says: `changes` is missing.
    await ports.store.append(
      'property-roto',
      [
        {
          type: 'PropertyListed',
          data: { propertyId: 'roto', listedAt: metadata.occurredAt, characteristicIds: null },
          metadata,
        },
      ],
      { expected: 'no_stream' },
    );
    const started = await startProjections(ports);
    projector = started.projector;
    const status = await projector.status();
    const index = status.find((row) => row.name === 'catalogue-index')!;
    expect(index.state).toBe('failed');
    expect(index.failure).toMatchObject({ eventType: 'PropertyListed' });
    expect(index.lag).toBe(1);
    expect(status.find((row) => row.name === 'configs')).toMatchObject({ state: 'idle', lag: 0 });
    expect(await (await started.readModels.collection('configs')).get('ai-search')).toMatchObject({ enabled: true });
  });

  it('retries a transient storage fault with growing, capped pauses and resumes by itself', async () => {
    ports = createEmbeddedPorts(':memory:');
    const faults = withWriteFaults(ports.readModelStore);
    faults.breakWrites();
    // The pauses as the projector chose them (its log), not as the machine's load stretched them.
    const pauses: number[] = [];
    const log = {
      info: () => undefined,
      error: () => undefined,
      warn: (fields: object) => {
        const fault = fields as { projection?: string; retryInMs?: number };
        if (fault.projection === 'master-data' && fault.retryInMs !== undefined) pauses.push(fault.retryInMs);
      },
    };
    const started = await startProjections(
      { ...ports, readModelStore: faults.store },
      { retry: { baseMs: 40, maxMs: 160 }, idlePollMs: 20, log },
    );
    projector = started.projector;
    await ports.store.append(
      'municipality-pasto',
      [
        {
          type: 'MasterDataItemAdded',
          data: { kind: 'municipality', id: 'pasto', name: 'Pasto', addedAt: metadata.occurredAt },
          metadata,
        },
      ],
      { expected: 'no_stream' },
    );

    const deadline = Date.now() + 15_000;
    while (pauses.length < 5 && Date.now() < deadline) {
      const row = (await projector.status()).find((candidate) => candidate.name === 'master-data')!;
      // Never stopped for good: a fault is retried, however often it comes back.
      expect(row.state).not.toBe('failed');
      expect(row.failure).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(pauses.slice(0, 5)).toEqual([40, 80, 160, 160, 160]);
    expect(await projector.readiness(['MasterDataItemAdded'])).toMatchObject({ ready: false });

    faults.healWrites();
    expect(await projector.waitFor(await ports.store.headPosition(), { types: ['MasterDataItemAdded'] })).toBe(true);
    expect(await (await started.readModels.collection('master-data')).get('municipality:pasto')).toMatchObject({
      name: 'Pasto',
    });
    expect((await projector.status()).every((row) => row.state === 'idle' && row.fault === null)).toBe(true);
    expect(await projector.readiness(['MasterDataItemAdded'])).toEqual({ ready: true });
  });
});
