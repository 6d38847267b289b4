import { InMemoryMailer } from '../../../infra/memory/in-memory-mailer.js';
import type { TestApp } from './test-app.js';

/** The token of the password-reset link the outbox last mailed that account (the composer's and the outbox's own work). */
export async function lastResetToken(t: TestApp, email: string) {
  await t.deliverMail();
  const mail = (t.mailer as InMemoryMailer).sent.filter((sent) => sent.to.includes(email)).at(-1);
  const token = mail?.text.match(/\/restablecer-contrasena\?token=([^\s)]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(token);
}

/**
 * A team member invited with POST /api/users (no password) chooses `password` with the mailed link, as they would:
 * afterwards they sign in as themselves, with nothing left to change.
 */
export async function acceptInvitation(t: TestApp, email: string, password: string) {
  const token = await lastResetToken(t, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, password },
  });
  if (response.statusCode !== 200) throw new Error(`invitation not accepted: ${response.statusCode} ${response.body}`);
}
