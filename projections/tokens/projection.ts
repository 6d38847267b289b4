import type { TokenEvent } from '../../services/domain/token/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface TokenDocument extends ProjectedDocument {
  name: string;
  description: string | null;
  tokenHash: string;
  encryptedToken: string;
  /** Absent from documents projected before the right existed (until a rebuild): those tokens do not have it. */
  canManageTokens?: boolean;
  isActive: boolean;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

/** `TokenUsed` comes from `tokenUsage-{id}` and, in logs written before that stream existed, from `token-{id}`. */
type FoldedEvent = Exclude<TokenEvent, { type: 'TokenRevealed' }>;

export const tokensProjection: DocumentProjection<TokenDocument> = {
  name: 'tokens',
  canHandle: ['TokenIssued', 'TokenActivated', 'TokenDeactivated', 'TokenUsed', 'TokenDeleted'] satisfies Array<
    FoldedEvent['type']
  >,
  documentId: (recorded) => asDomain<FoldedEvent>(recorded).data.tokenId,
  evolve: (doc, recorded) => {
    const event = asDomain<FoldedEvent>(recorded);
    switch (event.type) {
      case 'TokenIssued': {
        const { tokenId, issuedAt, ...fields } = event.data;
        return { ...fields, id: tokenId, isActive: true, lastUsedAt: null, createdAt: issuedAt };
      }
      case 'TokenActivated':
        return doc && { ...doc, isActive: true };
      case 'TokenDeactivated':
        return doc && { ...doc, isActive: false };
      // A use recorded after the token was deleted does not bring it back.
      case 'TokenUsed':
        return doc && { ...doc, lastUsedAt: event.data.usedAt };
      case 'TokenDeleted':
        return null;
      default: {
        const unexpected: never = event;
        throw new Error(`Evento no soportado: ${(unexpected as TokenEvent).type}`);
      }
    }
  },
};
