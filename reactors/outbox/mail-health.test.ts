import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../infra/memory/in-memory-mailer.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { createTestApp, json, type TestApp } from '../../services/api/test-support/test-app.js';

let t: TestApp;
let admin: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await setAgencyEmail(t);
  admin = await t.adminCookie();
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/auth-tokens',
    headers: { cookie: admin },
    payload: { name: 'Prometheus' },
  });
  token = json<{ token: string }>(issued).token;
});
afterAll(() => t.close());

const ready = async (cookie?: string) => {
  const response = await t.app.inject({ url: '/api/ready', headers: cookie ? { cookie } : {} });
  return { statusCode: response.statusCode, mail: json<{ mail: Record<string, unknown> }>(response).mail };
};
const metrics = async () =>
  (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body
    .split('\n')
    .filter((line) => line.startsWith('portal_mail_'));

describe('mail in /api/ready and /metrics', () => {
  it('says while the mail server fails, and since when, without taking the site out of service', async () => {
    expect(await ready()).toEqual({
      statusCode: 200,
      mail: { state: 'ok', pending: 0, failed: 0, failingSince: null, lastError: null },
    });
    (t.mailer as InMemoryMailer).failWith = () => new Error('connect ECONNREFUSED 10.0.0.5:587');
    await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Ana Gómez',
        email: 'ana@correo.co',
        phone: '300 123 4567',
        message: 'Quisiera más información.',
        acceptsDataPolicy: true,
      },
    });
    await t.deliverMail();
    const failing = await ready();
    expect(failing.statusCode).toBe(200);
    expect(failing.mail).toMatchObject({ state: 'retrying', pending: 2, failed: 0, lastError: null });
    expect((await ready(admin)).mail.lastError).toBe('connect ECONNREFUSED 10.0.0.5:587');
    expect(await metrics()).toEqual(
      expect.arrayContaining([
        'portal_mail_outbox_messages{state="pendiente"} 2',
        'portal_mail_outbox_messages{state="fallido"} 0',
        'portal_mail_sender_state{state="ok"} 0',
        'portal_mail_sender_state{state="retrying"} 1',
      ]),
    );
  });
});
