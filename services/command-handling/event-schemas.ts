import { UpcasterRegistry } from '../../infra/event-schema/upcaster-registry.js';

/**
 * Every change to the shape of a stored event, as an upcaster from the version before. Events are
 * written in the newest version (`handleCommand`) and read in it (`withUpcasting`, wired with the adapters).
 */
export const eventSchemas = new UpcasterRegistry()
  // v2: the right to manage tokens. Tokens issued before it existed never had it.
  .register('TokenIssued', 1, (data) => ({ ...data, canManageTokens: false }))
  // v2: the visitor's acceptance of the data policy (Ley 1581 de 2012). Requests sent before forms asked have none.
  .register('ContactRequested', 1, (data) => ({ ...data, dataPolicy: null }))
  // v2: the placement (publication and asesor). Listings stored before drafts existed were public at once, and had no
  // asesor: the agency answered for them.
  .register('PropertyListed', 1, (data) => ({ ...data, publication: 'published', publishAt: null, agentId: null }))
  .register('PropertyRestored', 1, (data) => ({ ...data, publication: 'published', publishAt: null, agentId: null }))
  // v3: the location. Listings stored before it have none: nothing places them on a map or in a `bbox`.
  .register('PropertyListed', 2, (data) => ({ ...data, location: null }))
  .register('PropertyRestored', 2, (data) => ({ ...data, location: null }))
  // v4: the plans and the video. Listings stored before them have neither; nor had a photo list replaced before them
  // any plan beside it.
  .register('PropertyListed', 3, (data) => ({ ...data, plans: [], videoUrl: null }))
  .register('PropertyRestored', 3, (data) => ({ ...data, plans: [], videoUrl: null }))
  .register('PropertyPhotosReplaced', 1, (data) => ({ ...data, plans: [] }));
