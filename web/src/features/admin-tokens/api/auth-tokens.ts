import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { TokenSchema, TokenWithSecretSchema } from '../../../lib/api-contract';
import { deleteRequest, fetchJson, postJson, putJson } from '../../../lib/fetch-json';

/** SPEC §7: the API tokens (admin sessions, or a token allowed to manage tokens). */
const TOKENS_URL = '/api/auth-tokens';
const Tokens = z.array(TokenSchema);
const tokenUrl = (id: string) => `${TOKENS_URL}/${encodeURIComponent(id)}`;

export type AuthToken = z.infer<typeof TokenSchema>;

export function useAuthTokens() {
  return useSWR(TOKENS_URL, (url: string) => fetchJson(url, Tokens), {
    // Read afresh each time the tab opens (last uses, other admins' changes), showing the last list meanwhile.
    revalidateOnMount: true,
  });
}

/** The list is read again after every write, so it shows what the server now holds. */
const refreshTokens = () => mutate(TOKENS_URL);

/** `body` is the Crear Token form's (see `tokenCreateBody`); the answer carries the new token's secret. */
export async function createAuthToken(body: unknown) {
  const created = await postJson(TOKENS_URL, body, TokenWithSecretSchema);
  await refreshTokens();
  return created;
}

/** The secret of an existing token (the server records who revealed it). */
export const revealAuthToken = (id: string) => postJson(`${tokenUrl(id)}/reveal`, undefined, TokenWithSecretSchema);

export async function setAuthTokenActive(id: string, isActive: boolean) {
  try {
    return await putJson(tokenUrl(id), { isActive }, TokenSchema);
  } finally {
    // Also after a refusal: the token may have expired or been deleted in between.
    await refreshTokens();
  }
}

export async function deleteAuthToken(id: string) {
  try {
    await deleteRequest(tokenUrl(id));
  } finally {
    await refreshTokens();
  }
}
