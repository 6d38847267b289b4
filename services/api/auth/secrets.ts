import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** 256 bits of randomness, URL-safe: used for session ids and API tokens. */
export const randomSecret = (prefix = '') => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * AES-256-GCM with a random 96-bit nonce. Tokens are stored encrypted (not only hashed) because the admin
 * screen lets an admin reveal and copy a token after creating it (SPEC §2, Tokens API).
 */
export class SecretBox {
  private readonly key: Buffer;
  /** Derived from the same secret, but never the encryption key itself. */
  private readonly signingKey: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret).digest();
    this.signingKey = createHmac('sha256', this.key).update('signing').digest();
  }

  /** HMAC-SHA256 of `message`, base64url: signed addresses (photo uploads) that only this server can issue. */
  sign(message: string): string {
    return createHmac('sha256', this.signingKey).update(message).digest('base64url');
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      nonce.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string {
    const [version, nonce, tag, body] = sealed.split('.');
    if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('Formato de secreto desconocido');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
