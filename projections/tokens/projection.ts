import type { TokenEvent } from '../../services/domain/token/events.js';
import { TOKEN_EVENT_TYPES } from '../../services/domain/token/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface TokenDocument extends ProjectedDocument {
  name: string;
  description: string | null;
  tokenHash: string;
  encryptedToken: string;
  isActive: boolean;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

export const tokensProjection: DocumentProjection<TokenDocument> = {
  name: 'tokens',
  canHandle: TOKEN_EVENT_TYPES,
  documentId: (recorded) => asDomain<TokenEvent>(recorded).data.tokenId,
  evolve: (doc, recorded) => {
    const event = asDomain<TokenEvent>(recorded);
    switch (event.type) {
      case 'TokenIssued': {
        const { tokenId, issuedAt, ...fields } = event.data;
        return { ...fields, id: tokenId, isActive: true, lastUsedAt: null, createdAt: issuedAt };
      }
      case 'TokenActivated':
        return doc && { ...doc, isActive: true };
      case 'TokenDeactivated':
        return doc && { ...doc, isActive: false };
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
