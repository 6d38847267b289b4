import { afterEach, describe, expect, it } from 'vitest';
import { SmtpTestServer } from '../../infra/test-support/smtp-test-server.js';
import { SmtpMailer } from '../../infra/smtp/smtp-mailer.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { createTestApp, json, type TestApp } from '../../services/api/test-support/test-app.js';
import { outboxStatus } from './outbox-store.js';

let t: TestApp;
let server: SmtpTestServer;
afterEach(async () => {
  await t?.close();
  await server?.stop();
});

describe('the outbox with a real SMTP server that goes down', () => {
  it('sends everything, in order, once the server is back: nothing lost, nothing twice', async () => {
    server = new SmtpTestServer();
    await server.start();
    let now = new Date('2026-11-27T14:00:00.000Z');
    const mailer = new SmtpMailer(server.url);
    t = await createTestApp({ clock: () => now, mailer, outbox: { baseDelayMs: 1_000, maxDelayMs: 60_000 } });
    await setAgencyEmail(t);
    await server.stop();

    const leads: string[] = [];
    for (const name of ['Ana', 'Beto', 'Carla', 'Dario', 'Elena']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: {
          name: `${name} Prueba`,
          email: `${name.toLowerCase()}@correo.co`,
          phone: '300 123 4567',
          message: 'Quisiera visitar la propiedad esta semana.',
          acceptsDataPolicy: true,
        },
      });
      leads.push(json<{ id: string }>(response).id);
      // The server is down for a while: each round fails and waits longer.
      await t.deliverMail();
      now = new Date((await outboxStatus(t.ports.readModelStore)).retryAt!);
    }
    expect(server.received).toEqual([]);
    expect(await outboxStatus(t.ports.readModelStore)).toMatchObject({ failures: 5 });

    await server.start(server.port);
    expect(await t.deliverMail()).toEqual({ sent: 10, refused: 0, failing: false });
    expect(server.received.map((mail) => mail.messageId)).toEqual(
      leads.flatMap((id) => [`<lead-alert.${id}@portal.test>`, `<lead-ack.${id}@portal.test>`]),
    );
    expect(await t.deliverMail()).toEqual({ sent: 0, refused: 0, failing: false });
    expect(server.received).toHaveLength(10);
  });
});
