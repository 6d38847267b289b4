/** Issue 10 §5: how the Equipo dialog offers roles and makes up passwords. */
import { ROLE_LABEL, type Role } from '../../../lib/roles';

/** From the least access to the most (issue 25: an asesor works listings and leads). */
export const ROLE_OPTIONS = (['user', 'asesor', 'admin'] as const).map((value) => ({
  value,
  label: ROLE_LABEL[value],
}));

export const isRole = (value: string | null): value is Role => ROLE_OPTIONS.some((option) => option.value === value);

/** No look-alikes (0/O, 1/l/I), so a password read aloud or copied by hand arrives intact. */
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_.!?#%+';
const ALPHABET = LOWER + UPPER + DIGITS + SYMBOLS;
export const GENERATED_PASSWORD_LENGTH = 16;

type RandomSource = (values: Uint32Array) => Uint32Array;
const webCrypto: RandomSource = (values) => crypto.getRandomValues(values);

/** A uniform index below `size`: values past the last whole multiple of `size` are drawn again (no modulo bias). */
export function randomIndex(size: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const value = new Uint32Array(1);
  for (;;) {
    random(value);
    const drawn = value[0] ?? 0;
    if (drawn < limit) return drawn % size;
  }
}

/**
 * A strong random password from `crypto.getRandomValues` (about 98 bits): 16 characters with at least one lower-case
 * letter, one capital, one digit and one symbol, so it passes any rule a person might apply to it.
 */
export function generatePassword(random: RandomSource = webCrypto): string {
  const pick = (set: string) => set[randomIndex(set.length, random)] ?? '';
  for (;;) {
    const password = Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => pick(ALPHABET)).join('');
    if ([LOWER, UPPER, DIGITS, SYMBOLS].every((set) => [...password].some((char) => set.includes(char))))
      return password;
  }
}
