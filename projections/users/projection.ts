import type { UserEvent, UserRole } from '../../services/domain/user/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import type { SessionDocument } from '../sessions/projection.js';
import { asDomain } from '../runner/recorded.js';
import { evolveTwoStep, isTwoStepEvent, type TwoStepDocument } from './two-step.js';
import { TWO_STEP_EVENT_TYPES } from '../../services/domain/two-step/events.js';

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
  /**
   * The id of the last event that ended the person's sessions (a password change or reset, a deactivation, a role
   * change); null before any. A session opened under other credentials is over, but `keptSessionHash`. A version,
   * not a time: a sign-in that checked the old password while a change was stored ends with the old credentials,
   * whatever the clock said when its session was recorded.
   */
  credentialsVersion?: string | null;
  /** When those credentials began: ends the sessions recorded before sign-ins carried a version. */
  sessionsEndedAt?: string | null;
  /** The session a person changed their own password from, which stays open. */
  keptSessionHash?: string | null;
  /** The mailed reset link that may still set a password (the latest request), until used or another password is set. */
  pendingPasswordReset?: { requestId: string; expiresAt: string } | null;
  /** Invited and no password set since (true): the team list offers to send the invitation again. */
  invitationPending?: boolean;
  /** Two-step sign-in (from `userTwoStep-{id}`); absent while the account never touched it: read it with `twoStepOf`. */
  twoStep?: TwoStepDocument;
}

export const isActiveUser = (user: UserDocument) => user.active !== false;

const openedBefore = (signedInAt: string, moment: string | null | undefined) =>
  Boolean(moment) && Date.parse(signedInAt) <= Date.parse(moment!);

/**
 * Whether a session survived the user's deactivations (a reactivation does not revive it), password changes (but the
 * one the person changed it from) and role changes: it was opened under the credentials the account has now.
 * `session.id` is the session's hash.
 */
export function sessionStillValid(
  user: UserDocument,
  session: Pick<SessionDocument, 'id' | 'signedInAt' | 'credentialsVersion'>,
) {
  if (!isActiveUser(user)) return false;
  if (session.id === user.keptSessionHash) return true;
  if (session.credentialsVersion !== undefined) return session.credentialsVersion === (user.credentialsVersion ?? null);
  return (
    !openedBefore(session.signedInAt, user.deactivatedAt) && !openedBefore(session.signedInAt, user.sessionsEndedAt)
  );
}

/** What every event that ends the person's sessions sets: `keptSessionHash` is the one a password change keeps. */
const newCredentials = (recorded: { id: string }, at: string, keptSessionHash: string | null = null) => ({
  credentialsVersion: recorded.id,
  sessionsEndedAt: at,
  keptSessionHash,
});

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
    'UserInvited',
    'PasswordResetCompleted',
    'UserProfileChanged',
    'UserDeactivated',
    'UserReactivated',
    'UserSignedIn',
    ...TWO_STEP_EVENT_TYPES,
  ],
  documentId: (recorded) => asDomain<UserEvent>(recorded).data.userId,
  evolve: (doc, recorded) => {
    if (isTwoStepEvent(recorded)) return doc && { ...doc, twoStep: evolveTwoStep(doc.twoStep, recorded) };
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
          credentialsVersion: null,
          sessionsEndedAt: null,
          keptSessionHash: null,
        };
      }
      // A role is what a session may do: the person signs in again to work in the new one.
      case 'UserRoleChanged':
        return doc && { ...doc, role: event.data.role, ...newCredentials(recorded, event.data.changedAt) };
      case 'PasswordChanged': {
        const { passwordHash, changedAt, keptSessionHash } = event.data;
        // Changes recorded before a change ended sessions ended none.
        const ended = keptSessionHash === undefined ? {} : newCredentials(recorded, changedAt, keptSessionHash);
        return (
          doc && {
            ...doc,
            passwordHash,
            mustChangePassword: false,
            ...ended,
            pendingPasswordReset: null,
            invitationPending: false,
          }
        );
      }
      case 'PasswordReset': {
        const { passwordHash, resetAt } = event.data;
        return (
          doc && {
            ...doc,
            passwordHash,
            mustChangePassword: true,
            ...newCredentials(recorded, resetAt),
            pendingPasswordReset: null,
            invitationPending: false,
          }
        );
      }
      case 'PasswordResetRequested': {
        const { requestId, expiresAt } = event.data;
        return doc && { ...doc, pendingPasswordReset: { requestId, expiresAt } };
      }
      case 'UserInvited': {
        const { requestId, expiresAt } = event.data;
        return doc && { ...doc, pendingPasswordReset: { requestId, expiresAt }, invitationPending: true };
      }
      // The person chose this password, proving they read the account's mail: nothing is left to change.
      case 'PasswordResetCompleted': {
        const { passwordHash, completedAt } = event.data;
        return (
          doc && {
            ...doc,
            passwordHash,
            mustChangePassword: false,
            ...newCredentials(recorded, completedAt),
            pendingPasswordReset: null,
            invitationPending: false,
          }
        );
      }
      case 'UserProfileChanged':
        return doc && { ...doc, firstName: event.data.firstName, phone: event.data.phone };
      case 'UserDeactivated': {
        const { deactivatedAt } = event.data;
        return (
          doc && {
            ...doc,
            active: false,
            deactivatedAt,
            ...newCredentials(recorded, deactivatedAt),
            pendingPasswordReset: null,
          }
        );
      }
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
