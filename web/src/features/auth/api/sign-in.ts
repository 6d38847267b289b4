import type { z } from 'zod';
import { UserSchema, type LoginInput } from '../../../lib/api-contract';

export type Credentials = z.input<typeof LoginInput>;

/** POST /api/login: the signed-in person; the server's Spanish message is what the form shows on failure. */
export async function signIn(credentials: Credentials): Promise<z.infer<typeof UserSchema>> {
  const response = await fetch('/api/login', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.ok) return UserSchema.parse(await response.json());
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new Error(body?.message ?? 'No se pudo iniciar sesión. Inténtalo de nuevo.');
}
