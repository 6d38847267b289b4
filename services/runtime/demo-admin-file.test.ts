import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../api/app.js';
import { DEMO_ADMIN_FILE, DEMO_PASSWORD_CHOSEN } from './admin-account.js';
import { createApiRuntime } from './api-runtime.js';
import { loadConfig } from './config.js';
import { startBanner } from './start-banner.js';

const parent = mkdtempSync(join(tmpdir(), 'portal-demo-admin-file-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Issue 38 §8: the demo's credentials file keeps the generated password only until the admin chose theirs. */
describe('the demo admin’s credentials file', () => {
  it('stops holding the demo password as soon as the admin chose another, and says so on the next start', async () => {
    const dataDir = join(parent, 'demo');
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'k'.repeat(40), PUBLIC_URL: 'http://localhost:3000' });
    const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const file = join(dataDir, DEMO_ADMIN_FILE);
    const saved = () => JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string | null };

    const first = await createApiRuntime(config, logger);
    const app = await buildApp(first.deps);
    try {
      const { email, password } = saved();
      expect(first.admin).toMatchObject({ kind: 'demo', email, password });
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const changed = await app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie },
        payload: { currentPassword: password, newPassword: 'montañas-azules-de-boyacá' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(saved()).toEqual({ email, password: null, note: DEMO_PASSWORD_CHOSEN });
    } finally {
      await app.close();
      await first.close();
    }

    const next = await createApiRuntime(config, logger);
    try {
      expect(next.admin).toMatchObject({ kind: 'demo', password: null });
      const banner = startBanner(config.PUBLIC_URL, next.admin);
      expect(banner).toContain('Administrador de demostración: admin@portal.local (ya eligió su contraseña)');
      expect(banner).not.toContain('Contraseña:');
    } finally {
      await next.close();
    }
  });
});
