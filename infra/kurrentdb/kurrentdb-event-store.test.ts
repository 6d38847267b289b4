import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { collect } from '../contract/async-helpers.js';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { describeSkipped, resolveProductionTarget } from '../contract/production-target.js';
import { DuplicateEventError, type NewEvent } from '../ports/event-store.js';
import { claimEventIds } from './event-id-claims.js';
import { toEventData } from './event-mapping.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

const suite = 'KurrentDB EventStore contract';

const target = await resolveProductionTarget({
  envVar: 'EVENTSTORE_URL',
  image: 'docker.kurrent.io/kurrent-latest/kurrentdb:25.0',
  port: 2113,
  env: { KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'All' },
  healthPath: '/health/live',
  url: (host, port) => `kurrentdb://${host}:${port}?tls=false`,
});

if ('skipReason' in target) {
  describeSkipped(suite, target.skipReason);
} else {
  afterAll(() => target.stop());
  eventStoreContract(suite, async () => {
    const store = KurrentDbEventStore.connect(target.url);
    return { store, cleanup: () => store.close() };
  });

  describe('KurrentDbEventStore event-id claims', () => {
    const event = (): NewEvent => ({
      id: randomUUID(),
      type: 'Listed',
      data: {},
      metadata: {
        actor: 'system',
        correlationId: randomUUID(),
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    });

    it('lets the retry of an append that stopped after its claim go through, and nothing else take the id', async () => {
      const client = KurrentDBClient.connectionString(target.url);
      const store = KurrentDbEventStore.connect(target.url);
      try {
        const [stream, other] = [`claims-${randomUUID()}`, `claims-${randomUUID()}`];
        const listed = event();
        // What a process that died between the claim and the event leaves behind.
        await claimEventIds(client, stream, [toEventData(listed)]);

        await expect(store.append(other, [listed], { expected: 'no_stream' })).rejects.toBeInstanceOf(
          DuplicateEventError,
        );
        await store.append(stream, [listed], { expected: 'no_stream' });
        expect((await collect(store.readStream(stream))).map((recorded) => recorded.id)).toEqual([listed.id]);
        expect(await collect(store.readStream(other))).toEqual([]);
      } finally {
        await store.close();
        await client.dispose();
      }
    });
  });
}
