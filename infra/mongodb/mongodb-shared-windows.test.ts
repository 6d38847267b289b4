import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { describeSkipped, resolveProductionTarget } from '../contract/production-target.js';
import { sharedWindowsContract } from '../contract/shared-windows.contract.js';
import { MongoSharedWindows } from './mongodb-shared-windows.js';

const suite = 'MongoDB SharedWindows contract';
const database = 'portal_contract_tests';

// Counters need no transactions: a standalone server is enough, and a replica set (MONGODB_URL) works as well.
const target = await resolveProductionTarget({
  envVar: 'MONGODB_URL',
  image: 'mongo:7',
  port: 27017,
  url: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
});

if ('skipReason' in target) {
  describeSkipped(suite, target.skipReason);
} else {
  afterAll(() => target.stop());
  sharedWindowsContract(suite, async () => {
    const opened: MongoSharedWindows[] = [];
    const open = async () => {
      const windows = await MongoSharedWindows.connect(target.url, { database });
      opened.push(windows);
      return windows;
    };
    // Two clients, two connection pools: what two API replicas have.
    return {
      windows: await open(),
      replica: open,
      cleanup: async () => {
        await Promise.all(opened.map((windows) => windows.close()));
      },
    };
  });

  describe('MongoSharedWindows', () => {
    it('lets MongoDB delete ended windows (a TTL index on resetAt)', async () => {
      await (await MongoSharedWindows.connect(target.url, { database })).close();
      const client = new MongoClient(target.url);
      try {
        const indexes = await client.db(database).collection('_shared_windows').indexes();
        expect(indexes).toContainEqual(expect.objectContaining({ key: { resetAt: 1 }, expireAfterSeconds: 0 }));
      } finally {
        await client.close();
      }
    });
  });
}
