import { describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../domain/user/decider.js';
import { verifyPassword } from '../api/auth/passwords.js';
import { createEmbeddedPorts } from './adapters.js';
import { ensureAdminAccount, ensureDemoAdmin } from './admin-account.js';
import { readAccounts } from './user-accounts.js';

const DEMO = { email: 'admin@portal.local', password: 'contraseña-de-la-demo' };

describe('the demo admin', () => {
  it('is created once, with a password to replace at the first sign-in, and then left as its owner made it', async () => {
    const ports = createEmbeddedPorts(':memory:');
    try {
      expect(await ensureDemoAdmin(ports.store, DEMO.email, DEMO.password, new Date())).toBe('created');
      const created = (await readAccounts(ports.store)).get(userIdFromEmail(DEMO.email));
      expect(created).toMatchObject({ role: 'admin', mustChangePassword: true });
      expect(await verifyPassword(created!.passwordHash, DEMO.password)).toBe(true);

      expect(await ensureDemoAdmin(ports.store, DEMO.email, DEMO.password, new Date())).toBe('unchanged');
      // The owner chose another password (as ensureAdminAccount would set it): a restart keeps it, and says so.
      await ensureAdminAccount(ports.store, DEMO.email, 'la-que-eligio-su-dueño', new Date());
      expect(await ensureDemoAdmin(ports.store, DEMO.email, DEMO.password, new Date())).toBe('chosen');
      expect(await ensureDemoAdmin(ports.store, DEMO.email, null, new Date())).toBe('unchanged');
      const kept = (await readAccounts(ports.store)).get(userIdFromEmail(DEMO.email));
      expect(await verifyPassword(kept!.passwordHash, 'la-que-eligio-su-dueño')).toBe(true);
      expect(kept?.mustChangePassword).toBe(false);
    } finally {
      await ports.close();
    }
  });

  it('is not what a configured admin is: that one need not change the password it was given', async () => {
    const ports = createEmbeddedPorts(':memory:');
    try {
      await ensureAdminAccount(ports.store, 'jefe@agencia.co', 'clave-configurada-1', new Date());
      expect((await readAccounts(ports.store)).get(userIdFromEmail('jefe@agencia.co'))?.mustChangePassword).toBe(false);
    } finally {
      await ports.close();
    }
  });
});
