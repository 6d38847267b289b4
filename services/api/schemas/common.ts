import { z } from 'zod';

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('Error en español; `errors` lista los campos inválidos');

/** The error answers a route can give, for the OpenAPI document and serialization. */
export const errorResponses = (...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 429>) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorSchema])) as Record<number, typeof ErrorSchema>;

export const IdParams = z.object({ id: z.string().trim().min(1).max(120) });

export const NamedItemSchema = z.object({ id: z.string(), name: z.string() });

/** Empty strings from HTML forms mean "not given". */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A required, trimmed text with one Spanish message for "missing" and "empty". */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);

export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `Máximo ${max} caracteres`).nullable()).optional();

export const emailSchema = (message: string) => z.string({ error: message }).trim().toLowerCase().email(message).max(200);
