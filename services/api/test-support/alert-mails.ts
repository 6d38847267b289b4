import type { MailContext, OutgoingMail } from '../../../reactors/outbox/composer.js';
import { outboxMessages } from '../../../reactors/outbox/outbox-store.js';
import { mailLinks } from '../../runtime/mail.js';
import type { TestApp } from './test-app.js';

const PUBLIC_URL = 'http://portal.test';

/** Signed as the test app signs: links composed here open its doors. */
export const mailContext = (t: TestApp, now = new Date()): MailContext => ({
  readModels: t.readModels,
  publicUrl: PUBLIC_URL,
  links: mailLinks(PUBLIC_URL, t.links),
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
