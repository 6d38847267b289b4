import type { UserEvent, UserRole } from '../../services/domain/user/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface UserDocument extends ProjectedDocument {
  email: string;
  firstName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  passwordHash: string;
  createdAt: string;
  /** Absent from documents projected before accounts could be deactivated: read it with `isActiveUser`. */
  active?: boolean;
  /** The last deactivation, kept after a reactivation: sessions opened before it stay closed. */
  deactivatedAt?: string | null;
  lastSignInAt?: string | null;
  /** The agent's WhatsApp number shown with their listings; absent from documents projected before it existed. */
  phone?: string | null;
  /** Signed in with a password someone else chose: only choosing one's own is allowed until then. */
  mustChangePassword?: boolean;
  /** The last password change or reset: sessions opened before it are over, but `keptSessionHash`. */
  sessionsEndedAt?: string | null;
  /** The session a person changed their own password from, which stays open. */
  keptSessionHash?: string | null;
  /** The mailed reset link that may still set a password (the latest request), until used or another password is set. */
  pendingPasswordReset?: { requestId: string; expiresAt: string } | null;
}

export const isActiveUser = (user: UserDocument) => user.active !== false;

const openedBefore = (signedInAt: string, moment: string | null | undefined) =>
  Boolean(moment) && Date.parse(signedInAt) <= Date.parse(moment!);

/**
 * Whether a session survived the user's deactivations (a reactivation does not revive it) and password changes
 * (but the one the person changed it from). `session.id` is the session's hash.
 */
export const sessionStillValid = (user: UserDocument, session: { id: string; signedInAt: string }) =>
  isActiveUser(user) &&
  !openedBefore(session.signedInAt, user.deactivatedAt) &&
  !(openedBefore(session.signedInAt, user.sessionsEndedAt) && session.id !== user.keptSessionHash);

/**
 * Sign-ins (from `userSessions-{id}`, or `user-{id}` in older logs) only set `lastSignInAt`: the sessions
 * themselves have a projection of their own. A read model projected before this field existed learns the
 * earlier sign-ins by a rebuild (`npm run projections -- rebuild users`).
 */
export const usersProjection: DocumentProjection<UserDocument> = {
  name: 'users',
  canHandle: [
    'UserRegistered',
    'UserRoleChanged',
    'PasswordChanged',
    'PasswordReset',
    'PasswordResetRequested',
    'PasswordResetCompleted',
    'UserProfileChanged',
    'UserDeactivated',
    'UserReactivated',
    'UserSignedIn',
  ],
  documentId: (recorded) => asDomain<UserEvent>(recorded).data.userId,
  evolve: (doc, recorded) => {
    const event = asDomain<UserEvent>(recorded);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, registeredAt, phone = null, mustChangePassword = false, ...fields } = event.data;
        return {
          ...fields,
          id: userId,
          createdAt: registeredAt,
          phone,
          mustChangePassword,
          active: true,
          deactivatedAt: null,
          lastSignInAt: null,
          sessionsEndedAt: null,
          keptSessionHash: null,
        };
      }
      case 'UserRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'PasswordChanged': {
        const { passwordHash, changedAt, keptSessionHash } = event.data;
        // Changes recorded before a change ended sessions ended none.
        const ended = keptSessionHash === undefined ? {} : { sessionsEndedAt: changedAt, keptSessionHash };
        return doc && { ...doc, passwordHash, mustChangePassword: false, ...ended, pendingPasswordReset: null };
      }
      case 'PasswordReset': {
        const { passwordHash, resetAt } = event.data;
        return (
          doc && {
            ...doc,
            passwordHash,
            mustChangePassword: true,
            sessionsEndedAt: resetAt,
            keptSessionHash: null,
            pendingPasswordReset: null,
          }
        );
      }
      case 'PasswordResetRequested': {
        const { requestId, expiresAt } = event.data;
        return doc && { ...doc, pendingPasswordReset: { requestId, expiresAt } };
      }
      // The person chose this password, proving they read the account's mail: nothing is left to change.
      case 'PasswordResetCompleted': {
        const { passwordHash, completedAt } = event.data;
        return (
          doc && {
            ...doc,
            passwordHash,
            mustChangePassword: false,
            sessionsEndedAt: completedAt,
            keptSessionHash: null,
            pendingPasswordReset: null,
          }
        );
      }
      case 'UserProfileChanged':
        return doc && { ...doc, firstName: event.data.firstName, phone: event.data.phone };
      case 'UserDeactivated':
        return doc && { ...doc, active: false, deactivatedAt: event.data.deactivatedAt, pendingPasswordReset: null };
      case 'UserReactivated':
        return doc && { ...doc, active: true };
      case 'UserSignedIn':
        return doc && { ...doc, lastSignInAt: event.data.signedInAt };
      case 'UserSignedOut':
        return doc;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as UserEvent).type}`);
      }
    }
  },
};
