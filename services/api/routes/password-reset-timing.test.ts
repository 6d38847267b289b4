import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

// On the file-backed stores, as `npm start` runs: there an account's request costs an append that an unknown
// address's does not.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-reset-timing-'));
let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir, clock: () => now });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/password-reset, timed', () => {
  it('takes as long for an address without an account as for one with', async () => {
    const took: Record<'account' | 'none', number[]> = { account: [], none: [] };
    // Alternated, so that whatever else the machine does falls on both alike; an hour apart on the app's clock,
    // so no limit answers instead.
    for (let round = 0; round < 8; round += 1)
      for (const [kind, email] of [
        ['account', ADMIN.email],
        ['none', `nadie-${round}@portal.test`],
      ] as const) {
        now = new Date(now.getTime() + 3_600_000);
        const started = performance.now();
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/password-reset',
          payload: { email },
          remoteAddress: `203.0.113.${round}`,
        });
        took[kind].push(performance.now() - started);
        expect(answer.statusCode).toBe(202);
      }
    const [account, none] = [median(took.account), median(took.none)];
    // A generous margin: a fifth of the slower median, where the difference it closes was about a half.
    expect(Math.abs(account - none), `medians ${account.toFixed(1)} and ${none.toFixed(1)} ms`).toBeLessThan(
      Math.max(account, none) / 5,
    );
  });
});
