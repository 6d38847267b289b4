import type { CollectionReader } from '../../infra/ports/read-model-store.js';
import { isActiveUser, type UserDocument } from '../../projections/users/projection.js';

/**
 * The account a mailed password link (a reset or an invitation) is for, while that link can still open: the
 * account is active, the link is its latest (no newer request, no password set since) and not past `expiresAt`.
 * Null otherwise: the person would only find a dead link, so no mail is composed.
 */
export async function accountWithOpenLink(
  users: CollectionReader<UserDocument>,
  link: { userId: string; requestId: string; expiresAt: string },
  now: Date,
): Promise<UserDocument | null> {
  const user = await users.get(link.userId);
  if (!user || !isActiveUser(user) || user.pendingPasswordReset?.requestId !== link.requestId) return null;
  return now.getTime() < Date.parse(link.expiresAt) ? user : null;
}
