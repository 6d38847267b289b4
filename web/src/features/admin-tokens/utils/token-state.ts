/** SPEC §4 auth token: active or inactive by the admin's switch; expired once `expiresAt` has passed. */
export type TokenState = 'active' | 'inactive' | 'expired';

interface TokenFacts {
  isActive: boolean;
  /** As the server saw it when it answered the list. */
  isExpired: boolean;
  expiresAt: string | null;
}

/** Also expired when the moment passes while the page is open: the list is not read again on its own. */
export function tokenState({ isActive, isExpired, expiresAt }: TokenFacts, now: Date): TokenState {
  if (isExpired || (expiresAt !== null && Date.parse(expiresAt) <= now.getTime())) return 'expired';
  return isActive ? 'active' : 'inactive';
}

export const TOKEN_STATE_BADGE: Record<TokenState, { label: string; color: string }> = {
  active: { label: 'Activo', color: 'teal' },
  inactive: { label: 'Inactivo', color: 'gray' },
  expired: { label: 'Expirado', color: 'red' },
};
