import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeSkipped, resolveProductionTarget } from '../../../infra/contract/production-target.js';
import { migrateCommand } from '../cli/migrate.js';
import { seedCommand } from '../cli/seed.js';

const suite = 'npm run migrate -- --to production, into KurrentDB';

// A server of its own: the migration needs an empty log, and the adapter's contract suite fills EVENTSTORE_URL's.
const target = await resolveProductionTarget({
  envVar: 'MIGRATION_EVENTSTORE_URL',
  image: 'docker.kurrent.io/kurrent-latest/kurrentdb:25.0',
  port: 2113,
  env: { KURRENTDB_INSECURE: 'true' },
  healthPath: '/health/live',
  url: (host, port) => `kurrentdb://${host}:${port}?tls=false`,
});

if ('skipReason' in target) {
  describeSkipped(suite, target.skipReason);
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-migrate-kurrentdb-'));
  afterAll(async () => {
    await target.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const source = join(dataDir, 'source');
  const env = { DATA_DIR: join(dataDir, 'production'), EVENTSTORE_URL: target.url };

  describe(suite, () => {
    it('copies the demo catalogue, verifies it, and copies nothing on a second run', async () => {
      expect(await seedCommand({ DATA_DIR: source })).toBe(0);
      expect(await migrateCommand(['--to', 'production', '--from', source], env)).toBe(0);
      expect(await migrateCommand(['--to', 'production', '--from', source], env)).toBe(0);
      expect(await migrateCommand(['--to', 'production', '--from', source, '--verify'], env)).toBe(0);
    });
  });
}
