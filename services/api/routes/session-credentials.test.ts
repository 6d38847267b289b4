import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadModelStore } from '../../../infra/ports/read-model-store.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { SESSION_COOKIE } from '../auth/register-auth.js';
import { acceptInvitation, lastResetToken } from '../test-support/reset-link.js';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

let now = new Date('2026-11-22T12:00:00.000Z');
let t: TestApp;
let admin: string;

/**
 * Holds the next read of an account in the users read model until released: a sign-in reads it first, then checks
 * the password and records the session, and what lands meanwhile is the race a sign-in loses to a password change.
 */
let held: { reached: () => void; released: Promise<void> } | null = null;
function holdNextAccountRead() {
  let reached!: () => void;
  let release!: () => void;
  const atRead = new Promise<void>((resolve) => (reached = resolve));
  held = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
  return { atRead, release };
}
const holdingAccountReads = (store: ReadModelStore): ReadModelStore =>
  new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'collection') return Reflect.get(target, property, receiver) as unknown;
      return (name: string, version: number) => {
        const collection = target.collection(name, version);
        if (name !== 'users') return collection;
        return {
          ...collection,
          find: collection.find.bind(collection),
          count: collection.count.bind(collection),
          get: async (id: string) => {
            const doc = await collection.get(id);
            const hold = held;
            if (hold) {
              held = null;
              hold.reached();
              await hold.released;
            }
            return doc;
          },
        };
      };
    },
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, wrapReadModelStore: holdingAccountReads });
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const later = () => (now = new Date(now.getTime() + 60_000));
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
};
const update = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { cookie: admin }, payload });

let accounts = 0;
/** A new asesor, signed in once. */
async function member(password = 'clave-de-la-cuenta-nueva') {
  const email = `persona${++accounts}@portal.test`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { email, role: 'asesor' },
  });
  expect(created.statusCode, created.body).toBe(201);
  await acceptInvitation(t, email, password);
  return { id: userIdFromEmail(email), email, password, session: await t.signIn({ email, password }) };
}
type Member = Awaited<ReturnType<typeof member>>;

/** Each change that ends a person's sessions, made while their sign-in with the old credentials is under way. */
const CHANGES: Record<string, (person: Member) => Promise<LightMyRequestResponse>> = {
  'a change of their own password': (person) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: person.session },
      payload: { currentPassword: person.password, newPassword: 'montañas-azules-de-boyacá' },
    }),
  'an admin’s reset': (person) =>
    t.app.inject({ method: 'POST', url: `/api/users/${person.id}/password-reset`, headers: { cookie: admin } }),
  'a reset by the mailed link': async (person) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: person.email },
      remoteAddress: `203.0.113.${accounts}`,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const token = await lastResetToken(t, person.email);
    return t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'montañas-azules-de-boyacá' },
    });
  },
  // Reactivated at once: a deactivation's end of the sessions outlives the account's return.
  'a deactivation': async (person) => {
    const deactivated = await update(person.id, { active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    return update(person.id, { active: true });
  },
  'a role change': (person) => update(person.id, { role: 'user' }),
};

describe('a sign-in racing a change of the credentials', () => {
  it('ends with the credentials it checked, for every change that ends sessions, whatever the clock says', async () => {
    const survived: string[] = [];
    for (const [change, make] of Object.entries(CHANGES)) {
      const person = await member();
      // The sign-in reads the account, then waits while the change is made and acknowledged; its session is
      // recorded afterwards, with a later time than the change.
      const { atRead, release } = holdNextAccountRead();
      const racing = signIn(person.email, person.password);
      await atRead;
      later();
      const changed = await make(person);
      expect(changed.statusCode, `${change}: ${changed.body}`).toBeLessThan(300);
      later();
      release();
      const raced = await racing;
      expect(raced.statusCode, `${change}: ${raced.body}`).toBe(200);
      if ((await me(cookieOf(raced))).statusCode !== 401) survived.push(change);
    }
    expect(survived).toEqual([]);
  });

  it('keeps the session a person changed their password from, and one opened after any change', async () => {
    const person = await member();
    const other = await t.signIn(person);
    later();
    const changed = await CHANGES['a change of their own password']!(person);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(person.session)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    later();
    const fresh = await t.signIn({ email: person.email, password: 'montañas-azules-de-boyacá' });
    expect((await me(fresh)).statusCode).toBe(200);
    // An admin's change of the role afterwards ends both.
    later();
    expect((await update(person.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await me(person.session)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(401);
  });
});

describe('a session opened with a one-time password', () => {
  it('sees the public site as a visitor does until the person chooses their own password', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ title: 'Borrador sin publicar', publication: 'draft' }),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id: draftId } = json<{ id: string }>(draft);
    const staff = await member();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/properties/${draftId}`, headers: { cookie: staff.session } }))
        .statusCode,
    ).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/users/${staff.id}/password-reset`,
      headers: { cookie: admin },
    });
    const { oneTimePassword } = json<{ oneTimePassword: string }>(reset);
    later();
    const oneTime = await t.signIn({ email: staff.email, password: oneTimePassword });
    expect(json(await me(oneTime))).toMatchObject({ mustChangePassword: true });
    const asOneTime = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: oneTime } });
    expect((await asOneTime(`/api/properties/${draftId}`)).statusCode).toBe(404);
    const listed = json<{ properties: Array<{ id: string }> }>(await asOneTime('/api/properties?limit=100'));
    expect(listed.properties.map((listing) => listing.id)).not.toContain(draftId);
  });
});
