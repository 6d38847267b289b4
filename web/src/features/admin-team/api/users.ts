import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { PasswordResetSchema, UserAccountSchema, type UserUpdateInput } from '../../../lib/api-contract';
import { fetchJson, postJson, putJson } from '../../../lib/fetch-json';

/** Issue 10 §5: the agency's staff accounts (admin sessions only). */
const USERS_URL = '/api/users';
const UserAccounts = z.array(UserAccountSchema);

export type UserAccount = z.infer<typeof UserAccountSchema>;
export type UserRole = UserAccount['role'];

export function useUserAccounts() {
  return useSWR(USERS_URL, (url: string) => fetchJson(url, UserAccounts), {
    // Read afresh each time the dialog opens (sign-ins and other admins' changes), showing the last list meanwhile.
    revalidateOnMount: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** The list is read again after every write, so it shows what the server now holds (sorted by e-mail there). */
export const refreshAccounts = () => mutate(USERS_URL);

/** `body` is what the form's schema (the API's `UserCreateInput`) produced. */
export async function createUserAccount(body: unknown) {
  const created = await postJson(USERS_URL, body, UserAccountSchema);
  await refreshAccounts();
  return created;
}

/** A role to change to, a name or number, or `active: false` / `true` to deactivate or reactivate the account. */
export async function updateUserAccount(id: string, body: z.output<typeof UserUpdateInput>) {
  try {
    return await putJson(`${USERS_URL}/${encodeURIComponent(id)}`, body, UserAccountSchema);
  } finally {
    // Also after a refusal: someone else may have changed the account in between.
    await refreshAccounts();
  }
}

/** Issue 25: a one-time password for the account, in the answer only (it is never shown again). */
export async function resetUserPassword(id: string) {
  try {
    return await postJson(`${USERS_URL}/${encodeURIComponent(id)}/password-reset`, undefined, PasswordResetSchema);
  } finally {
    await refreshAccounts();
  }
}

/** Issue 38 §8: a fresh invitation link for a person who has not chosen a password yet (the old link stops opening). */
export async function resendInvitation(id: string) {
  try {
    return await postJson(`${USERS_URL}/${encodeURIComponent(id)}/invitation`, {}, UserAccountSchema);
  } finally {
    await refreshAccounts();
  }
}
