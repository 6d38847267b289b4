import { SecretBox } from '../auth/secrets.js';
import { SignedLinks } from '../auth/signed-links.js';
import type { MailContext, OutgoingMail } from '../mail/composer.js';
import { mailComposers } from '../mail/composers.js';
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
 * What an outbox would queue: every composer over the whole log, keeping the first message of each key. Call it
 * again to get only the messages caused since (the keys already seen are remembered by the returned function).
 */
export function mailbox(t: TestApp) {
  const seen = new Set<string>();
  return async function newMails(): Promise<OutgoingMail[]> {
    const fresh: OutgoingMail[] = [];
    for await (const event of t.ports.store.readAll()) {
      for (const composer of mailComposers) {
        if (!composer.types.includes(event.type)) continue;
        for (const mail of await composer.compose(event, mailContext(t))) {
          if (seen.has(mail.key)) continue;
          seen.add(mail.key);
          fresh.push(mail);
        }
      }
    }
    return fresh;
  };
}

/** The token of a link in a mail's text (`/alertas/confirmar?token=…`). */
export function tokenIn(mail: OutgoingMail, page: 'confirmar' | 'gestionar' | 'baja'): string {
  const match = new RegExp(`/alertas/${page}\\?token=([^\\s)]+)`).exec(mail.text);
  if (!match) throw new Error(`no /alertas/${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}
