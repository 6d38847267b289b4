import type { z } from 'zod';

/** A non-OK answer; its message is SPEC §8's "status: body" (or the status text when the body is empty). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The API's Spanish explanation (`{ message }`), when the answer carries one. */
  get apiMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string'
        ? parsed.message
        : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The API's per-field refusals (`{ errors: [{ path, message }] }` on a 400), when the answer carries them. */
export function apiFieldErrors(error: unknown): Array<{ path: string; message: string }> {
  if (!(error instanceof HttpError)) return [];
  try {
    const body = JSON.parse(error.body) as { errors?: unknown };
    return Array.isArray(body.errors)
      ? body.errors.filter(
          (item): item is { path: string; message: string } =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as { path?: unknown }).path === 'string' &&
            typeof (item as { message?: unknown }).message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** What to tell the user about a failed call: the API's own words when it gave some, else `fallback`. */
export const failureMessage = (error: unknown, fallback: string) =>
  (error instanceof HttpError ? error.apiMessage : undefined) ?? fallback;

/**
 * SPEC §7: JSON with cookies, and a body only when there is one (an empty body declared as JSON is refused
 * by the server). The answer is validated with the API's own schema.
 */
async function requestJson<T>(
  url: string,
  schema: z.ZodType<T>,
  init: { method: 'GET' | 'DELETE' } | { method: 'POST' | 'PUT' | 'PATCH'; body?: unknown },
): Promise<T> {
  const body = 'body' in init && init.body !== undefined ? JSON.stringify(init.body) : undefined;
  const response = await fetch(url, {
    method: init.method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  return schema.parse(await response.json());
}

export const fetchJson = <T>(url: string, schema: z.ZodType<T>) => requestJson(url, schema, { method: 'GET' });

export const postJson = <T>(url: string, body: unknown, schema: z.ZodType<T>) =>
  requestJson(url, schema, { method: 'POST', body });

export const putJson = <T>(url: string, body: unknown, schema: z.ZodType<T>) =>
  requestJson(url, schema, { method: 'PUT', body });

export const patchJson = <T>(url: string, body: unknown, schema: z.ZodType<T>) =>
  requestJson(url, schema, { method: 'PATCH', body });

/** A DELETE that answers with JSON (what is left of the resource), validated like the others. */
export const requestDelete = <T>(url: string, schema: z.ZodType<T>) => requestJson(url, schema, { method: 'DELETE' });

/** A DELETE that answers 204 (nothing to validate); a non-OK answer throws like the others. */
export async function deleteRequest(url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'DELETE',
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
}
