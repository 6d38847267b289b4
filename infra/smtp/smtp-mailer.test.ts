import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailerContract } from '../contract/mailer.contract.js';
import { MailRejectedError } from '../ports/mailer.js';
import { SmtpTestServer } from '../test-support/smtp-test-server.js';
import { SmtpMailer } from './smtp-mailer.js';

mailerContract('SmtpMailer (a real SMTP server started by the test)', async () => {
  const server = new SmtpTestServer();
  await server.start();
  return {
    mailer: new SmtpMailer(server.url),
    delivered: async () => server.received,
    cleanup: () => server.stop(),
  };
});

describe('SmtpMailer failures', () => {
  let server: SmtpTestServer;
  beforeEach(async () => {
    server = new SmtpTestServer();
    await server.start();
  });
  afterEach(() => server.stop());

  const message = (to: string) => ({
    messageId: '<fallo@portal.example.co>',
    from: { name: 'Habitat', address: 'avisos@portal.example.co' },
    to: [to],
    subject: 'Prueba',
    text: 'Hola',
    html: '<p>Hola</p>',
  });

  it('reports a refused mailbox as final, so the outbox stops retrying it', async () => {
    server.rejecting.add('nadie@example.co');
    const mailer = new SmtpMailer(server.url);
    const failure = await mailer.send(message('nadie@example.co')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailRejectedError);
    expect((failure as Error).message).toMatch(/^127\.0\.0\.1:\d+ rechazó el correo: .*Buzón inexistente/);
    await mailer.close();
  });

  it('reports a server that is down as a passing fault, and says in Spanish which server at start-up', async () => {
    const url = server.url;
    await server.stop();
    const mailer = new SmtpMailer(url);
    const failure = await mailer.send(message('agencia@example.co')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(MailRejectedError);
    await expect(mailer.verify()).rejects.toThrow(/^No se puede usar el servidor de correo 127\.0\.0\.1:\d+: /);
    await mailer.close();
  });

  it('never names the credentials of SMTP_URL', () => {
    const mailer = new SmtpMailer('smtps://avisos:clave-secreta@smtp.example.co');
    expect(mailer.description).toBe('SMTP en smtp.example.co:465');
  });
});
