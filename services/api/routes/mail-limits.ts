import type { FastifyReply } from 'fastify';
import type { SharedWindows } from '../../../infra/ports/shared-windows.js';

export const HOUR_MS = 60 * 60_000;

/**
 * Mails the public forms (contact, alerts, password reset) may cause to one address in an hour, all forms together:
 * enough for a visitor who writes about a few listings, too few for anyone to flood a stranger's mailbox through us.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;

/** `1 minuto`, `12 minutos`: how long until a window opens again, rounded up. */
export const waitText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};

const TOO_MANY_MAILS_TO = (wait: string) =>
  `Ya enviamos varios correos a esa dirección en la última hora. Espera ${wait} antes de intentarlo de nuevo.`;

/** A 429 with Retry-After and the message; returned (not awaited) by the route, as a reply is a thenable. */
export const tooManyAnswer = (reply: FastifyReply, resetAt: number, now: number, message: string): FastifyReply =>
  reply
    .status(429)
    .header('retry-after', String(Math.max(1, Math.ceil((resetAt - now) / 1_000))))
    .send({ message });

/**
 * Counts one more mail to `email` and, when the hour's allowance is spent, says until when and in what words (the
 * route answers with `tooManyAnswer`; an async helper must not return the reply, which is a thenable). Counted in the
 * shared windows, so every replica of the API and every form draw on the same allowance.
 */
export async function recipientWindowFull(
  windows: SharedWindows,
  email: string,
  now: number,
): Promise<{ resetAt: number; message: string } | null> {
  const window = await windows.hit(`mail-to:${email.trim().toLowerCase()}`, HOUR_MS, now);
  if (window.count <= MAILS_PER_RECIPIENT_PER_HOUR) return null;
  return { resetAt: window.resetAt, message: TOO_MANY_MAILS_TO(waitText(window.resetAt - now)) };
}
