import type { z } from 'zod';

/** SPEC §7/§8: JSON with cookies; any non-OK answer fails as "status: body" (or the status text). */
export async function fetchJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return schema.parse(await response.json());
}
