import type { UserEvent } from '../../services/domain/user/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** Open sessions, keyed by the SHA-256 of the session id that lives in the visitor's cookie. */
export interface SessionDocument extends ProjectedDocument {
  userId: string;
  expiresAt: string;
  signedInAt: string;
}

export const sessionsProjection: DocumentProjection<SessionDocument> = {
  name: 'sessions',
  canHandle: ['UserSignedIn', 'UserSignedOut'],
  documentId: (recorded) => {
    const event = asDomain<UserEvent>(recorded);
    return event.type === 'UserSignedIn' || event.type === 'UserSignedOut' ? event.data.sessionHash : null;
  },
  evolve: (_doc, recorded) => {
    const event = asDomain<UserEvent>(recorded);
    if (event.type === 'UserSignedIn') {
      const { sessionHash, userId, expiresAt, signedInAt } = event.data;
      return { id: sessionHash, userId, expiresAt, signedInAt };
    }
    return null;
  },
};
