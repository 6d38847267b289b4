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
}

export const isActiveUser = (user: UserDocument) => user.active !== false;

/** Whether a session opened at `signedInAt` survived the user's deactivations (a reactivation does not revive it). */
export const sessionStillValid = (user: UserDocument, signedInAt: string) =>
  isActiveUser(user) && (!user.deactivatedAt || Date.parse(signedInAt) > Date.parse(user.deactivatedAt));

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
    'UserDeactivated',
    'UserReactivated',
    'UserSignedIn',
  ],
  documentId: (recorded) => asDomain<UserEvent>(recorded).data.userId,
  evolve: (doc, recorded) => {
    const event = asDomain<UserEvent>(recorded);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, registeredAt, ...fields } = event.data;
        return {
          ...fields,
          id: userId,
          createdAt: registeredAt,
          active: true,
          deactivatedAt: null,
          lastSignInAt: null,
        };
      }
      case 'UserRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'PasswordChanged':
        return doc && { ...doc, passwordHash: event.data.passwordHash };
      case 'UserDeactivated':
        return doc && { ...doc, active: false, deactivatedAt: event.data.deactivatedAt };
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
