import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { UserSchema } from '../lib/api-contract';
import { fetchJson, HttpError } from '../lib/fetch-json';

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

const CURRENT_USER_URL = '/api/auth/user';

export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR(CURRENT_USER_URL, fetchUser, { shouldRetryOnError: false });
  /** The check itself failed (not a 401): nobody knows yet whether the visitor is signed in. */
  const failed = error !== undefined && data === undefined;
  return { user: data ?? null, isLoading, failed, retry: () => void mutate() };
}

/** What the server now says of the signed-in person (e.g. after a password change), without asking again. */
export const setCurrentUser = (user: User) => mutate(CURRENT_USER_URL, user, { revalidate: false });
