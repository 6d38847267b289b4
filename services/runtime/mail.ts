import { join } from 'node:path';
import { FileMailer } from '../../infra/mail-files/file-mailer.js';
import type { Mailer } from '../../infra/ports/mailer.js';
import { SmtpMailer } from '../../infra/smtp/smtp-mailer.js';
import type { MailLinks } from '../../reactors/outbox/composer.js';
import { dailyMailComposers, mailComposers } from '../../reactors/outbox/composers.js';
import { mailSender } from '../../reactors/outbox/mail-sender.js';
import { Outbox, type OutboxOptions } from '../../reactors/outbox/outbox.js';
import { passwordResetUrl } from '../api/auth/password-reset-link.js';
import type { SecretBox } from '../api/auth/secrets.js';
import { SignedLinks } from '../api/auth/signed-links.js';
import { alertLinks } from '../api/saved-searches/alert-links.js';
import type { Config } from './config.js';
import { runtimeProjections } from './projections.js';
import type { Ports } from './start-projections.js';

/**
 * SMTP with SMTP_URL; otherwise each message becomes a file in DATA_DIR/outbox, so that `npm start` needs nothing
 * and a developer can open what the portal sent. The sender is the outbox's to choose (see createOutbox's `mailFrom`).
 */
export function createMailer(config: Config, log: (message: string) => void): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL);
  return new FileMailer(join(config.DATA_DIR, 'outbox'), log);
}

/**
 * Checks the mail server once at start-up. A server that cannot be reached does not stop the portal: the messages
 * wait in the outbox and leave when it answers; the log says so in Spanish.
 */
export async function checkMailer(mailer: Mailer, log: { info(message: string): void; error(message: string): void }) {
  try {
    await mailer.verify();
    log.info(`Correo: ${mailer.description}.`);
  } catch (error) {
    log.error(`${(error as Error).message}. Los correos esperan en la cola y se reintentan hasta que responda.`);
  }
}

/** The API's doors a mail links to, signed as the routes that open them check. */
export function mailLinks(publicUrl: string, links: SignedLinks): MailLinks {
  return {
    passwordReset: (requestId) => passwordResetUrl(publicUrl, links, requestId),
    alert: (alertId) => alertLinks(links, publicUrl, alertId),
  };
}

/** The outbox over these ports, with every composer the portal has. */
export function createOutbox(
  ports: Ports,
  mailer: Mailer,
  {
    publicUrl,
    mailFrom,
    secretBox,
    log,
    options,
  }: {
    publicUrl: string;
    /** MAIL_FROM: without a name in it, mail goes out in the agency's name (the Footer's company). */
    mailFrom?: string;
    secretBox: SecretBox;
    log?: (message: string) => void;
    options?: OutboxOptions;
  },
): Outbox {
  return new Outbox(
    {
      store: ports.store,
      readModelStore: ports.readModelStore,
      searchIndex: ports.searchIndex,
      mailer,
      registrations: runtimeProjections(ports.embedder),
      composers: mailComposers,
      daily: dailyMailComposers,
      publicUrl,
      links: mailLinks(publicUrl, new SignedLinks(secretBox)),
      sender: mailSender(mailFrom, publicUrl),
      log,
    },
    options,
  );
}
