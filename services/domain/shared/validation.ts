import { isDeepStrictEqual } from 'node:util';
import { validationError, type FieldError } from './errors.js';
import { hasLetterOrDigit } from './normalize-text.js';

/**
 * Collects one message per field so an admin sees every problem of a form at once, not one per save.
 * The overall message repeats them because some clients show only `message`.
 */
export class FieldChecks {
  private readonly errors: FieldError[] = [];

  check(ok: boolean, path: string, message: string): this {
    if (!ok && !this.errors.some((error) => error.path === path)) this.errors.push({ path, message });
    return this;
  }

  throwIfInvalid(): void {
    if (this.errors.length === 0) return;
    // One problem is said as is (a form shows it verbatim); several are summed up, each also listed by field.
    const [first, ...rest] = this.errors;
    throw validationError(
      rest.length === 0 ? first!.message : `Datos inválidos: ${this.errors.map((error) => error.message).join('; ')}`,
      this.errors,
    );
  }
}

/** A required text says nothing without a letter or a digit: spaces, punctuation and invisible characters are blank. */
export const isBlank = (value: string) => !hasLetterOrDigit(value);

/** At least `min` characters once trimmed, and not blank (SPEC §5's "al menos N caracteres" fields). */
export const hasTextOfLength = (value: string, min: number) => value.trim().length >= min && !isBlank(value);

export const isNonNegativeInteger = (value: number) => Number.isSafeInteger(value) && value >= 0;

export const isNonNegativeNumber = (value: number) => Number.isFinite(value) && value >= 0;

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function hasProtocol(value: string, ...protocols: string[]): boolean {
  return URL.canParse(value) && protocols.includes(new URL(value).protocol);
}

/** Instants travel as ISO strings; comparing parsed times avoids trusting their textual form. */
export const isBefore = (a: string, b: string) => Date.parse(a) < Date.parse(b);

/**
 * The part of `changes` that differs from `current` (deep equality, so a reordered array counts and an
 * identical one does not). Keys `current` does not have and `undefined` values mean "not given".
 */
export function changedFields<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(changes) as Array<keyof T>) {
    const value = changes[key];
    if (value !== undefined && key in current && !isDeepStrictEqual(value, current[key])) changed[key] = value;
  }
  return changed;
}
