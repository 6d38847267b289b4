import { afterAll } from 'vitest';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { describeSkipped, resolveProductionTarget } from '../contract/production-target.js';
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
}
