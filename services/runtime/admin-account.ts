import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '../../infra/ports/event-store.js';
import { handleCommand, type CommandContext } from '../command-handling/command-handler.js';
import { userDecider, userIdFromEmail } from '../domain/user/decider.js';
import { userStream, type UserRole } from '../domain/user/events.js';
import { hashPassword, verifyPassword } from '../api/auth/passwords.js';
import { countActiveAdmins, readAccounts } from './user-accounts.js';

/**
 * Makes sure an active account with exactly these credentials and role exists (an admin unless told
 * otherwise): registers it, or changes its role, resets its password and reactivates it when someone changed
 * them, so the configured admin is always a way back in. Returns what it did,
 * for the start-up log.
 */
export async function ensureAdminAccount(
  store: EventStore,
  email: string,
  password: string,
  now: Date,
  role: UserRole = 'admin',
): Promise<'created' | 'updated' | 'unchanged'> {
  const userId = userIdFromEmail(email);
  const stream = userStream(userId);
  const context: CommandContext = { actor: 'system', correlationId: `ensure-account-${now.getTime()}`, now };
  const state = await currentUser(store, stream);
  if (state === null) {
    await registerAccount(store, { email, password, role, mustChangePassword: false }, context);
    return 'created';
  }
  let changed = false;
  if (state.role !== role) {
    await handleCommand(
      store,
      userDecider,
      stream,
      {
        type: 'ChangeUserRole',
        data: {
          userId,
          role,
          by: null,
          activeAdmins: countActiveAdmins(await readAccounts(store)),
          now: now.toISOString(),
        },
      },
      { context },
    );
    changed = true;
  }
  if (!state.active) {
    await handleCommand(
      store,
      userDecider,
      stream,
      { type: 'ReactivateUser', data: { userId, by: null, now: now.toISOString() } },
      { context },
    );
    changed = true;
  }
  if (!(await verifyPassword(state.passwordHash, password))) {
    await handleCommand(
      store,
      userDecider,
      stream,
      {
        type: 'ChangePassword',
        // Whoever signed in with the password this replaces is signed out.
        data: { userId, passwordHash: await hashPassword(password), keptSessionHash: null, now: now.toISOString() },
      },
      { context },
    );
    changed = true;
  }
  return changed ? 'updated' : 'unchanged';
}

/**
 * The zero-configuration demo's admin: registered at the first start with the generated password, which its owner
 * must replace at the first sign-in (everyone who reads the start-up banner knows it). Left alone afterwards, so the
 * password they chose outlives restarts: 'chosen' says the generated one no longer opens the account, 'missing' that
 * the file says so but the account is not in the store (a new store beside an old file).
 */
export async function ensureDemoAdmin(
  store: EventStore,
  email: string,
  password: string | null,
  now: Date,
): Promise<'created' | 'unchanged' | 'chosen' | 'missing'> {
  const state = await currentUser(store, userStream(userIdFromEmail(email)));
  if (state !== null) {
    return password !== null && !(await verifyPassword(state.passwordHash, password)) ? 'chosen' : 'unchanged';
  }
  if (password === null) return 'missing';
  const context: CommandContext = { actor: 'system', correlationId: `demo-admin-${now.getTime()}`, now };
  await registerAccount(store, { email, password, role: 'admin', mustChangePassword: true }, context);
  return 'created';
}

/** An account the console or the start-up creates: no name or picture yet, the password kept as its hash only. */
async function registerAccount(
  store: EventStore,
  account: { email: string; password: string; role: UserRole; mustChangePassword: boolean },
  context: CommandContext,
) {
  const userId = userIdFromEmail(account.email);
  await handleCommand(
    store,
    userDecider,
    userStream(userId),
    {
      type: 'RegisterUser',
      data: {
        userId,
        email: account.email,
        firstName: null,
        profileImageUrl: null,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        mustChangePassword: account.mustChangePassword,
        now: context.now.toISOString(),
      },
    },
    { context },
  );
}

async function currentUser(store: EventStore, stream: string) {
  let state = userDecider.initialState();
  for await (const event of store.readStream(stream)) state = userDecider.evolve(state, event as never);
  return state.status === 'registered' ? state : null;
}

export const DEMO_ADMIN_FILE = 'admin-credentials.json';

/** The demo admin's file once they chose their own password: it no longer holds one anyone could try. */
export const DEMO_PASSWORD_CHOSEN =
  'La contraseña de demostración ya no sirve: el administrador eligió la suya. Si la olvidó, «¿Olvidaste tu contraseña?» en /login envía un enlace.';

/** `password` null: the demo admin chose theirs (see `retireDemoPassword`). */
export interface DemoCredentials {
  email: string;
  password: string | null;
}

/**
 * For the zero-configuration demo (no ADMIN_EMAIL): an admin with a random password, generated once into
 * the data directory and printed at start-up, so nobody runs a well-known default password.
 */
export function demoAdminCredentials(dataDir: string): DemoCredentials {
  const file = join(dataDir, DEMO_ADMIN_FILE);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { email: string; password?: string | null };
    return { email: saved.email, password: saved.password ?? null };
  }
  const credentials = { email: 'admin@portal.local', password: randomBytes(12).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

/**
 * The demo admin chose a password (at the first sign-in, or with a mailed link): the file stops holding the demo one,
 * saying so instead. Called at start-up (so a crash in between is made good) and as soon as the API stored the
 * change. Does nothing when the file already says so or is gone.
 */
export function retireDemoPassword(dataDir: string): void {
  const file = join(dataDir, DEMO_ADMIN_FILE);
  if (!existsSync(file)) return;
  const { email, password } = demoAdminCredentials(dataDir);
  if (password === null) return;
  writeFileSync(file, JSON.stringify({ email, password: null, note: DEMO_PASSWORD_CHOSEN }, null, 2), { mode: 0o600 });
}
