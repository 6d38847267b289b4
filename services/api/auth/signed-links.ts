import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from './secrets.js';

/**
 * The secrets in mailed links (`?token=…`): `{id}.{HMAC(purpose:id)}`, so a link names its alert or reset request
 * and only this server can issue one. Nothing secret is stored in the log: the token is recomputed from the id
 * when a mail is composed (again identical after a crash), and checked by recomputing it. A purpose ('confirm',
 * 'manage', 'password-reset') keeps a link from opening another door of the same id.
 */
export class SignedLinks {
  constructor(private readonly box: SecretBox) {}

  token(purpose: string, id: string): string {
    return `${id}.${this.box.sign(`${purpose}:${id}`)}`;
  }

  /** The id a token was issued for, or null when it was not issued by this server for this purpose. */
  verify(purpose: string, token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = token.slice(0, dot);
    const expected = Buffer.from(this.token(purpose, id));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }
}
