import useSWR from 'swr';
import { z } from 'zod';

const UserSchema = z.object({ email: z.string(), firstName: z.string().nullable(), profileImageUrl: z.string().nullable(), role: z.string() });
export type User = z.infer<typeof UserSchema>;

/** SPEC §4: signed in when the current-user call returns a user; a 401 means signed out; never retried. */
async function fetchUser(url: string): Promise<User | null> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return UserSchema.parse(await response.json());
}

export function useCurrentUser() {
  const { data, isLoading } = useSWR('/api/auth/user', fetchUser, { shouldRetryOnError: false });
  return { user: data ?? null, isLoading };
}
