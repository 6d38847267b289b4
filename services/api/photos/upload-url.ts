import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../auth/secrets.js';

/** How long an upload address stays valid. */
const UPLOAD_URL_TTL_MS = 15 * 60_000;

const signed = (id: string, expires: string) => `photo-upload\n${id}\n${expires}`;

/**
 * A same-origin address that lets whoever holds it upload one photo under `id` until it expires: the admin
 * asks for it, the browser sends the file there with PUT and no session (as it would to object storage).
 */
export function createUploadUrl(secrets: SecretBox, id: string, now: Date): string {
  const expires = String(now.getTime() + UPLOAD_URL_TTL_MS);
  const signature = secrets.sign(signed(id, expires));
  return `/api/objects/upload/${id}?expires=${expires}&signature=${signature}`;
}

export type UploadUrlCheck = 'valid' | 'invalid' | 'expired';

/** The signature is checked before the expiry, so only an address we issued can be told "expired". */
export function checkUploadUrl(
  secrets: SecretBox,
  id: string,
  expires: unknown,
  signature: unknown,
  now: Date,
): UploadUrlCheck {
  // A repeated query parameter arrives as an array: only one plain value of each counts.
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,15}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(secrets.sign(signed(id, expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) <= now.getTime() ? 'expired' : 'valid';
}
