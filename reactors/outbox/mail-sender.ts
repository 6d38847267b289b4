import addressparser from 'nodemailer/lib/addressparser';
import type { MailAddress } from '../../infra/ports/mailer.js';

/** Who the portal's mail comes from: the address, and the name only when MAIL_FROM fixes one. */
export interface MailSender {
  address: string;
  name?: string;
}

/**
 * MAIL_FROM as the outbox uses it: `Habitat <avisos@x.co>` fixes the name, a bare `avisos@x.co` (or no MAIL_FROM,
 * then `avisos@` the site's host) leaves it to the agency's name at each message. Parsed as a mail client would, so
 * a quoted name (`"Habitat, S.A.S." <…>`) loses its quotes.
 */
export function mailSender(mailFrom: string | undefined, publicUrl: string): MailSender {
  const [parsed] = mailFrom ? addressparser(mailFrom, { flatten: true }) : [];
  if (!parsed?.address) return { address: `avisos@${new URL(publicUrl).hostname}` };
  return parsed.name.trim() ? { address: parsed.address, name: parsed.name.trim() } : { address: parsed.address };
}

/** A message's From: MAIL_FROM's name when it has one, else the agency's name the message was written with. */
export const senderOf = (sender: MailSender, brand: string): MailAddress => ({
  name: sender.name ?? brand,
  address: sender.address,
});
