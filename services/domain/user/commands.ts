import type { Command } from '../shared/decider.js';
import type { UserRegistered, UserRole } from './events.js';

/**
 * What the rules that keep the site administered need to know besides the user's own stream: who asks
 * (`by`: the admin's user id, null for an operator at the console) and how many active admins the users
 * read model counts now (another aggregate's state, so the caller counts them, as for other cross-aggregate
 * references).
 */
interface AdminGuard {
  by: string | null;
  activeAdmins: number;
}

/**
 * `userId` must be `userIdFromEmail(email)`; `passwordHash` is an argon2id PHC string, never the password. With an
 * invitation (`passwordResetRequestId(userId, random)`), the person is mailed a link to choose their own password
 * (`passwordHash` is then of one nobody knows); `invitedBy`: the admin inviting.
 */
export type RegisterUser = Command<
  'RegisterUser',
  Omit<UserRegistered['data'], 'registeredAt'> & {
    now: string;
    invitation?: { requestId: string; invitedBy: string | null };
  }
>;
/** Mails the invitation again (a lost mail, a link gone stale) to a person who has not chosen a password yet. */
export type InviteUser = Command<'InviteUser', { userId: string; requestId: string; by: string | null; now: string }>;
export type ChangeUserRole = Command<'ChangeUserRole', AdminGuard & { userId: string; role: UserRole; now: string }>;
/** `keptSessionHash`: the session the person changed it from, which stays open (null at the console: none). */
export type ChangePassword = Command<
  'ChangePassword',
  { userId: string; passwordHash: string; keptSessionHash: string | null; now: string }
>;
/** `passwordHash`: of the one-time password the admin `by` hands over. */
export type ResetPassword = Command<
  'ResetPassword',
  { userId: string; passwordHash: string; by: string | null; now: string }
>;
/**
 * "¿Olvidaste tu contraseña?": `requestId` is `passwordResetRequestId(userId, random)`, unguessable and naming its
 * account; the request lasts an hour from `now`.
 */
export type RequestPasswordReset = Command<'RequestPasswordReset', { userId: string; requestId: string; now: string }>;
/** The mailed link's request sets `passwordHash` (of a password the API found strong enough). */
export type CompletePasswordReset = Command<
  'CompletePasswordReset',
  { userId: string; requestId: string; passwordHash: string; now: string }
>;
export type ChangeUserProfile = Command<
  'ChangeUserProfile',
  { userId: string; firstName: string | null; phone: string | null; now: string }
>;
export type DeactivateUser = Command<'DeactivateUser', AdminGuard & { userId: string; now: string }>;
export type ReactivateUser = Command<'ReactivateUser', { userId: string; by: string | null; now: string }>;

export type UserCommand =
  | RegisterUser
  | ChangeUserRole
  | ChangePassword
  | ResetPassword
  | RequestPasswordReset
  | InviteUser
  | CompletePasswordReset
  | ChangeUserProfile
  | DeactivateUser
  | ReactivateUser;
