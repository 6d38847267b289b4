import { randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../domain/two-step/events.js';
import type { SecretBox } from './secrets.js';

/**
 * TOTP as authenticator apps read it (RFC 6238: SHA-1, 6 digits, 30 s, otplib's defaults). One step either side of
 * now is accepted, for a phone's clock a little off and a code typed as it changes.
 */
const TOLERANCE_SECONDS = 30;

/**
 * A new secret (160 bits, Base32) and what enrols it: the otpauth:// address and its QR code as an SVG data URL. The
 * app lists the account under `issuer` (the company's name, as the site shows it) and the person's address.
 */
export async function newEnrolment(email: string, issuer: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a 6-digit code of `secret` belongs to at `now`, or null when it is not one of it. */
export async function timeStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  // otplib throws on anything but six digits; the schemas let only those through, this keeps it so.
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Without the letters and digits people mix up (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters of 31: about 50 bits each, beyond guessing through the lockout. */
const RECOVERY_CODE_LENGTH = 10;

/** The recovery codes as shown, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/**
 * What is stored of a recovery code: an HMAC with the server's key, so the log alone does not let anyone try codes
 * offline; the account's id in it keeps one account's code from matching another's. Typed in any case, with or
 * without the dash and spaces.
 */
export const recoveryCodeHash = (box: SecretBox, userId: string, code: string) =>
  box.sign(`two-step-recovery:${userId}:${code.toLowerCase().replace(/[\s-]/g, '')}`);

/** How long the step between the password and the code may take. */
export const TWO_STEP_TICKET_MS = 5 * 60_000;

/**
 * The pending sign-in between the password and the code: the account, until when, and the credentials the password
 * was checked against (the session opened at the second step carries them, as a one-step sign-in's does). Signed,
 * stored nowhere: the second step checks it by recomputing the signature.
 */
export function twoStepTicket(
  box: SecretBox,
  pending: { userId: string; credentialsVersion: string | null; expiresAt: Date },
): string {
  const body = Buffer.from(
    JSON.stringify([pending.userId, pending.credentialsVersion, pending.expiresAt.getTime()]),
  ).toString('base64url');
  return `${body}.${box.sign(`two-step-ticket:${body}`)}`;
}

/** The pending sign-in a ticket holds, or null when it was not issued here or has expired. */
export function readTwoStepTicket(
  box: SecretBox,
  ticket: string,
  now: Date,
): { userId: string; credentialsVersion: string | null } | null {
  const [body, signature, ...rest] = ticket.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(box.sign(`two-step-ticket:${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, credentialsVersion, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [
    string,
    string | null,
    number,
  ];
  return now.getTime() < expiresAt ? { userId, credentialsVersion } : null;
}
