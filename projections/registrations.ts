import type { Embedder } from '../infra/ports/embedder.js';
import type { Registration } from './runner/registration.js';
import type { ProjectedDocument } from './runner/projection.js';
import { aiExamplesProjection } from './ai-examples/projection.js';
import { alertMatchesProjection } from './alert-matches/projection.js';
import { auditProjection } from './audit/projection.js';
import {
  CATALOGUE_INDEX,
  catalogueIndexProjection,
  catalogueIndexSettings,
  decorateForSearch,
  type CatalogueDocument,
  type ListingJson,
} from './catalogue-index/projection.js';
import { configsProjection } from './configs/projection.js';
import { deletedPropertiesProjection } from './deleted-properties/projection.js';
import { leadsProjection } from './leads/projection.js';
import { masterDataProjection } from './master-data/projection.js';
import { photoReferencesProjection } from './photo-references/projection.js';
import { propertiesProjection } from './properties/projection.js';
import { propertyStatsProjection } from './property-stats/projection.js';
import { propertyViewsProjection } from './property-views/projection.js';
import { savedSearchesProjection } from './saved-searches/projection.js';
import { scheduledPublicationsProjection } from './scheduled-publications/projection.js';
import { searchFiltersProjection } from './search-filters/projection.js';
import { sessionsProjection } from './sessions/projection.js';
import { tokensProjection } from './tokens/projection.js';
import { usersProjection } from './users/projection.js';

/**
 * Every projection. Each depends only on the events it reads, so the order is only the order of status rows.
 * With `listingJson` the catalogue index keeps each listing's public JSON (the processes that serve or build it
 * pass the API's); without it pages are serialised when asked for, with the same bytes.
 */
export function projectionRegistrations(embedder: Embedder, listingJson?: ListingJson): Registration[] {
  const decorate = decorateForSearch(embedder, listingJson);
  return [
    { kind: 'read-model', projection: masterDataProjection },
    { kind: 'read-model', projection: propertiesProjection },
    { kind: 'read-model', projection: deletedPropertiesProjection },
    { kind: 'read-model', projection: scheduledPublicationsProjection },
    { kind: 'read-model', projection: searchFiltersProjection },
    { kind: 'read-model', projection: aiExamplesProjection },
    { kind: 'read-model', projection: configsProjection },
    { kind: 'read-model', projection: tokensProjection },
    { kind: 'read-model', projection: usersProjection },
    { kind: 'read-model', projection: sessionsProjection },
    { kind: 'read-model', projection: leadsProjection },
    { kind: 'read-model', projection: propertyViewsProjection },
    { kind: 'read-model', projection: propertyStatsProjection },
    { kind: 'read-model', projection: auditProjection },
    { kind: 'read-model', projection: photoReferencesProjection },
    { kind: 'read-model', projection: savedSearchesProjection },
    { kind: 'read-model', projection: alertMatchesProjection },
    {
      kind: 'search-index',
      projection: catalogueIndexProjection,
      index: CATALOGUE_INDEX,
      settings: catalogueIndexSettings(embedder),
      decorate: (doc: ProjectedDocument) => decorate(doc as CatalogueDocument),
    },
  ];
}
