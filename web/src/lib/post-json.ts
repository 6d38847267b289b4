import type { z } from 'zod';

/**
 * SPEC §7/§8 for writes: JSON with cookies, a body only when there is one (an empty body declared as JSON
 * is refused by the server); any non-OK answer fails as "status: body" (or the status text).
 */
export async function postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return schema.parse(await response.json());
}
