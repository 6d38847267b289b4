import type { Embedder } from '../../infra/ports/embedder.js';
import { projectionRegistrations } from '../../projections/registrations.js';
import type { Registration } from '../../projections/runner/registration.js';
import { PUBLIC_LISTING_JSON } from '../api/queries/property-dto.js';

/**
 * Every projection as the processes run it: the catalogue index keeps each listing's public JSON in the API's
 * shape. Whatever builds or rebuilds the index goes through here, so an index never differs by who built it.
 */
export const runtimeProjections = (embedder: Embedder): Registration[] =>
  projectionRegistrations(embedder, PUBLIC_LISTING_JSON);
