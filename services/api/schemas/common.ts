import { z } from 'zod';
import { hasLetterOrDigit, normalizeText, type TextOptions } from '../../domain/shared/normalize-text.js';
import { PHONE_CHARACTERS } from '../../domain/shared/messages.js';
import { hasOnlyPhoneCharacters, hasPhoneDigits } from '../../domain/shared/phone-digits.js';

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('Error en español; `errors` lista los campos inválidos');

/** The error answers a route can give, for the OpenAPI document and serialization. */
export const errorResponses = (...statuses: Array<400 | 401 | 403 | 404 | 409 | 410 | 413 | 429>) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorSchema])) as Record<number, typeof ErrorSchema>;

/**
 * Every text field of every input goes through here, so each is stored normalised (NFC, no control or
 * invisible characters, trimmed) and compared, cached and searched in that one form.
 */
export const text = ({ error, ...options }: TextOptions & { error?: string } = {}) =>
  z.string(error === undefined ? undefined : { error }).overwrite((value) => normalizeText(value, options));

export const IdParams = z.object({ id: text().min(1).max(120) });

export const NamedItemSchema = z.object({ id: z.string(), name: z.string() });

/** Empty strings from HTML forms mean "not given", and so does text with nothing visible in it. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && normalizeText(value) === '' ? null : value;

interface RequiredTextOptions extends TextOptions {
  /** SPEC §5's "al menos N caracteres" fields; 1 otherwise. */
  min?: number;
  maxMessage?: string;
}

/**
 * A required text with one Spanish message for "missing", "too short" and "nothing readable": it must hold a
 * letter or a digit, so a zero-width space, a lone accent or a row of dots does not count as a title.
 */
export const requiredText = (
  message: string,
  max = 200,
  { min = 1, maxMessage = `Máximo ${max} caracteres`, ...options }: RequiredTextOptions = {},
) =>
  // `abort`: a text too short is said once, not also as "nothing readable".
  text({ ...options, error: message })
    .min(min, { error: message, abort: true })
    .max(max, maxMessage)
    .refine(hasLetterOrDigit, message);

/** A phone number with SPEC §5's "al menos 10 dígitos" counted in digits; one message for missing and too short. */
export const phoneNumber = (message: string, max = 40) =>
  text({ error: message }).max(max, `Máximo ${max} caracteres`).refine(hasPhoneDigits, message);

/** A number to dial or to message on WhatsApp (the contact configuration's, an agent's). */
export const dialablePhoneNumber = (message: string) =>
  phoneNumber(message).refine(hasOnlyPhoneCharacters, PHONE_CHARACTERS);

export const optionalText = (max: number, options: TextOptions = {}) =>
  z.preprocess(blankToNull, text(options).max(max, `Máximo ${max} caracteres`).nullable()).optional();

export const emailSchema = (message: string) => text({ error: message }).toLowerCase().email(message).max(200);
