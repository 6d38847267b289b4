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
