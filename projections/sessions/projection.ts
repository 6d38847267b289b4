import type { UserSessionsEvent } from '../../services/domain/user-sessions/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** Open sessions, keyed by the SHA-256 of the session id that lives in the visitor's cookie. */
export interface SessionDocument extends ProjectedDocument {
  userId: string;
  expiresAt: string;
  signedInAt: string;
  /** The account's credentials at sign-in (`UserSignedIn`); absent from sessions opened before it was recorded. */
  credentialsVersion?: string | null;
}

/** The events come from `userSessions-{id}` and, in logs written before that stream existed, from `user-{id}`. */
export const sessionsProjection: DocumentProjection<SessionDocument> = {
  name: 'sessions',
  canHandle: ['UserSignedIn', 'UserSignedOut'] satisfies Array<UserSessionsEvent['type']>,
  documentId: (recorded) => asDomain<UserSessionsEvent>(recorded).data.sessionHash,
  evolve: (_doc, recorded) => {
    const event = asDomain<UserSessionsEvent>(recorded);
    switch (event.type) {
      case 'UserSignedIn': {
        const { sessionHash, userId, expiresAt, signedInAt, credentialsVersion } = event.data;
        return {
          id: sessionHash,
          userId,
          expiresAt,
          signedInAt,
          ...(credentialsVersion === undefined ? {} : { credentialsVersion }),
        };
      }
      case 'UserSignedOut':
        return null;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as UserSessionsEvent).type}`);
      }
    }
  },
};
