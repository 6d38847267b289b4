import useSWR from 'swr';
import { z } from 'zod';
import { fetchJson, HttpError } from '../lib/fetch-json';

const UserSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** SPEC §4: signed in when the current-user call returns a user; a 401 means signed out; never retried. */
async function fetchUser(url: string): Promise<User | null> {
  try {
    return await fetchJson(url, UserSchema);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR('/api/auth/user', fetchUser, { shouldRetryOnError: false });
  /** The check itself failed (not a 401): nobody knows yet whether the visitor is signed in. */
  const failed = error !== undefined && data === undefined;
  return { user: data ?? null, isLoading, failed, retry: () => void mutate() };
}
