import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../services/domain/user/decider.js';
import type { RecordedEvent } from '../../infra/ports/event-store.js';
import { createTestApp, VISITOR_USER, type TestApp } from '../../services/api/test-support/test-app.js';
import { mailLinks } from '../../services/runtime/mail.js';
import type { MailContext } from './composer.js';
import { mailComposers } from './composers.js';
import { passwordResetMail } from './password-reset-mail.js';

const PUBLIC_URL = 'https://inmobiliaria.example.co';
let now = new Date('2026-11-22T17:00:00.000Z');
let t: TestApp;
const userId = userIdFromEmail(VISITOR_USER.email);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t.close());

const context = (at = now): MailContext => ({
  readModels: t.readModels,
  publicUrl: PUBLIC_URL,
  links: mailLinks(PUBLIC_URL, t.links),
  brand: 'Inmobiliaria Andina',
  now: at,
});

/** Asks for a link through the API, and returns the event the outbox would compose for. */
async function requested(): Promise<RecordedEvent> {
  now = new Date(now.getTime() + 60_000);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email: VISITOR_USER.email },
    remoteAddress: '192.0.2.7',
  });
  expect(response.statusCode).toBe(202);
  let last: RecordedEvent | undefined;
  for await (const event of t.ports.store.readStream(`user-${userId}`)) {
    if (event.type === 'PasswordResetRequested') last = event;
  }
  // The outbox composes once the users read model has the event.
  await t.projector.waitFor(last!.position);
  return last!;
}

describe('the password-reset mail', () => {
  it('is registered for the outbox', () => {
    expect(mailComposers).toContain(passwordResetMail);
    expect(passwordResetMail.types).toEqual(['PasswordResetRequested']);
  });

  it('mails the account one link to the reset page, that lasts an hour and may be ignored', async () => {
    const event = await requested();
    const requestId = String(event.data.requestId);
    const [mail, ...more] = await passwordResetMail.compose(event, context());
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      key: `password-reset:${requestId}`,
      to: [VISITOR_USER.email],
      subject: 'Restablece tu contraseña',
    });
    const link = /https:\/\/inmobiliaria\.example\.co\/restablecer-contrasena\?token=(\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`/restablecer-contrasena?token=${link}`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('vence en una hora');
      expect(part).toContain('sirve una sola vez');
      expect(part).toContain('Si no lo pediste, ignora este correo');
      expect(part).toContain('Inmobiliaria Andina');
    }
    // 17:01 UTC + 1 h is 1:01 p. m. in Bogotá.
    expect(mail!.text).toMatch(/a las 1:01\sp\.\sm\., hora de Colombia/);
    // Composed again (after a crash), it is the same message.
    expect(await passwordResetMail.compose(event, context())).toEqual([mail]);
    // Its token opens the API's door for this request.
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: decodeURIComponent(link!), password: 'girasoles de la sabana norte' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('sends nothing for a link that would no longer open: expired or superseded', async () => {
    const first = await requested();
    const expiresAt = new Date(String(first.data.expiresAt));
    expect(await passwordResetMail.compose(first, context(expiresAt))).toEqual([]);
    const second = await requested();
    expect(await passwordResetMail.compose(first, context())).toEqual([]);
    expect(await passwordResetMail.compose(second, context())).toHaveLength(1);
  });
});
