import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../../infra/memory/in-memory-mailer.js';
import { MailRejectedError } from '../../../infra/ports/mailer.js';
import { setAgencyEmail } from '../test-support/contact-config.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
const now = new Date('2026-11-27T15:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await setAgencyEmail(t);
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const submit = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact-submissions',
    payload: {
      name: 'Ana Gómez',
      email,
      phone: '300 123 4567',
      message: 'Quisiera más información.',
      acceptsDataPolicy: true,
    },
  });

interface MailLog {
  messages: Array<{
    id: string;
    to: string[];
    subject: string;
    kind: string;
    state: string;
    attempts: number;
    lastError: string | null;
    event: { type: string };
  }>;
  counts: Record<string, number>;
  pagination: { total: number };
  sender: { failingSince: string | null };
}

describe('the Correos log', () => {
  it('lists every message with its cause and state, filters by state, and puts a failed one back in the queue', async () => {
    (t.mailer as InMemoryMailer).failWith = (message) =>
      message.to.includes('rebota@correo.co') ? new MailRejectedError('550 Buzón inexistente') : null;
    const lead = json<{ id: string }>(await submit('rebota@correo.co')).id;
    await t.deliverMail();
    const log = json<MailLog>(await t.app.inject({ url: '/api/mail', headers: { cookie: admin } }));
    expect(log.counts).toEqual({ pendiente: 0, enviado: 1, fallido: 1 });
    expect(log.messages.map((m) => [m.id, m.kind, m.state, m.event.type, m.lastError])).toEqual([
      [`lead-ack:${lead}`, 'lead-ack', 'fallido', 'ContactRequested', '550 Buzón inexistente'],
      [`lead-alert:${lead}`, 'lead-alert', 'enviado', 'ContactRequested', null],
    ]);
    const failed = json<MailLog>(await t.app.inject({ url: '/api/mail?state=fallido', headers: { cookie: admin } }));
    expect(failed.messages.map((m) => m.id)).toEqual([`lead-ack:${lead}`]);

    const sentAgain = await t.app.inject({
      method: 'POST',
      url: `/api/mail/lead-alert:${lead}/retry`,
      headers: { cookie: admin },
    });
    expect([sentAgain.statusCode, json(sentAgain).message]).toEqual([
      409,
      'Solo se puede reintentar un correo fallido.',
    ]);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/mail/nada/retry', headers: { cookie: admin } });
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, 'Ese correo no existe.']);

    (t.mailer as InMemoryMailer).failWith = null;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/mail/lead-ack:${lead}/retry`,
      headers: { cookie: admin },
    });
    expect([retried.statusCode, json(retried).message]).toEqual([200, 'El correo volvió a la cola de envío.']);
    await t.deliverMail();
    const after = json<MailLog>(await t.app.inject({ url: '/api/mail', headers: { cookie: admin } }));
    expect(after.counts).toEqual({ pendiente: 0, enviado: 2, fallido: 0 });
    expect(after.messages[0]).toMatchObject({ state: 'enviado', attempts: 2, lastError: null });
  });
});
