import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../api/test-support/test-app.js';
import { cliSandbox } from '../cli/testing.js';
import { lastNightlySlot, NightlyBackups } from './nightly-backups.js';

const { dataDir: root } = cliSandbox('portal-nightly-');
const source = join(root, 'data');
const backupDir = join(root, 'copias');
const logged: string[] = [];
// The server started on 1 May 2026 at noon UTC (7:00 in Colombia).
const nightly = new NightlyBackups({
  dataDir: source,
  backupDir,
  keep: 2,
  startedAt: new Date('2026-05-01T12:00:00Z'),
  log: (message) => logged.push(message),
});
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: source, backups: nightly });
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/auth-tokens',
    headers: { cookie: await t.adminCookie() },
    payload: { name: 'Prometheus' },
  });
  token = json<{ token: string }>(issued).token;
});
afterAll(async () => t.close());

const ready = async () =>
  json<{ backup?: Record<string, unknown> }>(await t.app.inject({ method: 'GET', url: '/api/ready' })).backup;
const scrape = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;

describe('nightly backups (BACKUP_DIR, BACKUP_KEEP)', () => {
  it('places the night at 3:00 Colombia time, 8:00 UTC all year', () => {
    expect(lastNightlySlot(new Date('2026-05-02T07:59:59Z')).toISOString()).toBe('2026-05-01T08:00:00.000Z');
    expect(lastNightlySlot(new Date('2026-05-02T08:00:00Z')).toISOString()).toBe('2026-05-02T08:00:00.000Z');
    expect(lastNightlySlot(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2026-12-31T08:00:00.000Z');
  });

  it('takes one each night at 3:00, keeps the newest BACKUP_KEEP and reports the last', async () => {
    expect(await ready()).toEqual({ lastAt: null, lastEvents: null, failedAt: null, lastError: null });
    expect(await scrape()).toContain('portal_backup_failing 0');
    expect(await scrape()).toContain('portal_backup_last_timestamp_seconds 0');

    // 2:59 the next night: not yet.
    expect(await nightly.runIfDue(new Date('2026-05-02T07:59:00Z'))).toBeNull();
    expect(await nightly.runIfDue(new Date('2026-05-02T08:00:00Z'))).toBe(join(backupDir, 'portal-2026-05-02T0300'));
    // Checked again a minute later: that night's is done.
    expect(await nightly.runIfDue(new Date('2026-05-02T08:01:00Z'))).toBeNull();
    expect(await nightly.runIfDue(new Date('2026-05-03T08:00:30Z'))).toBe(join(backupDir, 'portal-2026-05-03T0300'));
    // A night missed while the server was down is caught up at the next look.
    expect(await nightly.runIfDue(new Date('2026-05-05T15:00:00Z'))).toBe(join(backupDir, 'portal-2026-05-05T1000'));
    expect(readdirSync(backupDir)).toEqual(['portal-2026-05-03T0300', 'portal-2026-05-05T1000']);
    expect(logged.at(-1)).toMatch(/^Copia de seguridad nocturna en .*portal-2026-05-05T1000: \d+ eventos\.$/);

    const backup = await ready();
    expect(backup).toEqual({
      lastAt: '2026-05-05T15:00:00.000Z',
      lastEvents: expect.any(Number),
      failedAt: null,
      lastError: null,
    });
    expect(backup?.['lastEvents']).toBeGreaterThan(0);
    const metrics = await scrape();
    expect(metrics).toContain(`portal_backup_last_timestamp_seconds ${Date.parse('2026-05-05T15:00:00Z') / 1_000}`);
    expect(metrics).toContain('portal_backup_failing 0');
  });

  it('reports a failed night, leaves no half copy, and tries again only the next night', async () => {
    const broken = new NightlyBackups({
      dataDir: join(root, 'sin-datos'),
      backupDir: join(root, 'copias-fallidas'),
      keep: 2,
      startedAt: new Date('2026-05-01T12:00:00Z'),
      log: (message) => logged.push(message),
    });
    expect(await broken.runIfDue(new Date('2026-05-02T08:00:00Z'))).toBeNull();
    expect(logged.at(-1)).toMatch(
      /^La copia de seguridad nocturna falló \(se intentará la próxima noche\): No hay un almacén de eventos/,
    );
    expect(existsSync(join(root, 'copias-fallidas', 'portal-2026-05-02T0300'))).toBe(false);
    expect(await broken.report()).toEqual({
      last: null,
      failure: { at: '2026-05-02T08:00:00.000Z', message: expect.stringContaining('No hay un almacén de eventos') },
    });
    const attempts = logged.length;
    expect(await broken.runIfDue(new Date('2026-05-02T08:01:00Z'))).toBeNull();
    expect(logged).toHaveLength(attempts);
    await broken.runIfDue(new Date('2026-05-03T08:00:00Z'));
    expect(logged).toHaveLength(attempts + 1);
  });
});
