import { SecretBox } from '../auth/secrets.js';
import { SignedLinks } from '../auth/signed-links.js';
import type { MailContext, OutgoingMail } from '../mail/composer.js';
import { outboxMessages } from '../mail/outbox-store.js';
import type { TestApp } from './test-app.js';

/** The test app's secret (test-support/test-app.ts): links composed here open its doors. */
const TEST_SECRET = 'secreto-de-pruebas-con-32-caracteres!';

export const mailContext = (t: TestApp, now = new Date()): MailContext => ({
  readModels: t.readModels,
  publicUrl: 'http://portal.test',
  links: new SignedLinks(new SecretBox(TEST_SECRET)),
  brand: 'Inmobiliaria de pruebas',
  now,
});

/**
 * The mails the outbox sent since the last call (it runs one round on the app's clock): each as the outbox stored it,
 * under its key.
 */
export function mailbox(t: TestApp) {
  const seen = new Set<string>();
  return async function newMails(): Promise<OutgoingMail[]> {
    await t.deliverMail();
    const sent = await outboxMessages(t.ports.readModelStore).find({ state: 'enviado' }, { sort: [['order', 1]] });
    const fresh = sent.filter((message) => !seen.has(message.id));
    for (const message of fresh) seen.add(message.id);
    return fresh.map(({ id, to, subject, text, html, headers }) => ({ key: id, to, subject, text, html, headers }));
  };
}

/** The token of a link in a mail's text (`/alertas/confirmar?token=…`). */
export function tokenIn(mail: OutgoingMail, page: 'confirmar' | 'gestionar' | 'baja'): string {
  const match = new RegExp(`/alertas/${page}\\?token=([^\\s)]+)`).exec(mail.text);
  if (!match) throw new Error(`no /alertas/${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}
