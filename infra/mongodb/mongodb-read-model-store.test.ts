import { MongoClient } from 'mongodb';
import { afterAll } from 'vitest';
import { delay } from '../contract/async-helpers.js';
import { describeSkipped, resolveProductionTarget } from '../contract/production-target.js';
import { readModelStoreContract } from '../contract/read-model-store.contract.js';
import { MongoReadModelStore } from './mongodb-read-model-store.js';

const suite = 'MongoDB ReadModelStore contract';

// Transactions need a replica set: the container runs a single-node one, initiated below.
const target = await resolveProductionTarget({
  envVar: 'MONGODB_URL',
  image: 'mongo:7',
  port: 27017,
  command: ['--replSet', 'rs0', '--bind_ip_all'],
  url: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
});

if ('skipReason' in target) {
  describeSkipped(suite, target.skipReason);
} else {
  await ensureReplicaSet(target.url);
  afterAll(() => target.stop());
  readModelStoreContract(suite, async () => {
    const store = await MongoReadModelStore.connect(target.url, { database: 'portal_contract_tests' });
    return { store, cleanup: () => store.close() };
  });
}

/** Initiates a fresh `--replSet` server (one already in a replica set is left alone) and waits for a primary. */
async function ensureReplicaSet(url: string): Promise<void> {
  const client = new MongoClient(url);
  try {
    const admin = client.db('admin');
    if (!(await admin.command({ hello: 1 })).setName) {
      await admin.command({ replSetInitiate: { _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] } });
    }
    const deadline = Date.now() + 30_000;
    while (!(await admin.command({ hello: 1 })).isWritablePrimary) {
      if (Date.now() > deadline) throw new Error('MongoDB replica set has no primary after 30 s');
      await delay(200);
    }
  } finally {
    await client.close();
  }
}
