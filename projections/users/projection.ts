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
}

export const usersProjection: DocumentProjection<UserDocument> = {
  name: 'users',
  canHandle: ['UserRegistered', 'UserRoleChanged', 'PasswordChanged'],
  documentId: (recorded) => asDomain<UserEvent>(recorded).data.userId,
  evolve: (doc, recorded) => {
    const event = asDomain<UserEvent>(recorded);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, registeredAt, ...fields } = event.data;
        return { ...fields, id: userId, createdAt: registeredAt };
      }
      case 'UserRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'PasswordChanged':
        return doc && { ...doc, passwordHash: event.data.passwordHash };
      // Sessions have a projection of their own.
      case 'UserSignedIn':
      case 'UserSignedOut':
        return doc;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as UserEvent).type}`);
      }
    }
  },
};
