import type { PropertyEvent } from '../../services/domain/property/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** A photo id as the upload routes make them: 128 random bits in 22 URL-safe characters. */
export const PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;
const PHOTO_IN_ADDRESS = /\/photos\/([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])/;

/** The id of one of our uploaded photos in a listing's photo address (relative or absolute), or null. */
export const photoIdIn = (address: string): string | null => PHOTO_IN_ADDRESS.exec(address)?.[1] ?? null;

/**
 * Every uploaded photo a listing has ever named, by listing id. Never forgets one: a delisted listing can be
 * restored from its history with its photos, so only photos no listing ever named may be cleaned up.
 */
export interface PhotoReferencesDocument extends ProjectedDocument {
  photoIds: string[];
}

type Naming = Extract<PropertyEvent, { type: (typeof PHOTO_REFERENCE_EVENT_TYPES)[number] }>;
export const PHOTO_REFERENCE_EVENT_TYPES = [
  'PropertyListed',
  'PropertyRevised',
  'PropertyPhotosReplaced',
  'PropertyRestored',
] as const;

function photosNamedBy(event: ReturnType<typeof asDomain<Naming>>): string[] {
  switch (event.type) {
    // Plans are uploaded images too. Events stored before plans existed are read with none (the upcasters).
    case 'PropertyListed':
    case 'PropertyPhotosReplaced':
    case 'PropertyRestored':
      return [...event.data.photos, ...event.data.plans];
    case 'PropertyRevised':
      return [...(event.data.changes.photos ?? []), ...(event.data.changes.plans ?? [])];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const photoReferencesProjection: DocumentProjection<PhotoReferencesDocument> = {
  name: 'photo-references',
  canHandle: PHOTO_REFERENCE_EVENT_TYPES,
  documentId: (recorded) => asDomain<Naming>(recorded).data.propertyId,
  evolve: (doc, recorded) => {
    const event = asDomain<Naming>(recorded);
    const photoIds = new Set(doc?.photoIds ?? []);
    for (const address of photosNamedBy(event)) {
      const id = photoIdIn(address);
      if (id) photoIds.add(id);
    }
    return { id: event.data.propertyId, photoIds: [...photoIds] };
  },
};
