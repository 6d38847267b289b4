import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): ~50 ms here, slow enough for
// offline guessing, fast enough for a sign-in form that is also rate-limited.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * 144 random bits, URL-safe: 24 characters nobody has to type twice (it is copied from the screen). For passwords
 * handed to a person (the console's new accounts, an admin's reset), who replaces them.
 */
export const generatePassword = () => randomBytes(18).toString('base64url');
