import { UpcasterRegistry } from '../../infra/event-schema/upcaster-registry.js';

/**
 * Every change to the shape of a stored event, as an upcaster from the version before. Events are
 * written in the newest version (`handleCommand`) and read in it (`withUpcasting`, wired with the adapters).
 */
export const eventSchemas = new UpcasterRegistry()
  // v2: the right to manage tokens. Tokens issued before it existed never had it.
  .register('TokenIssued', 1, (data) => ({ ...data, canManageTokens: false }));
