import type { RoutePlugin } from '../route-context.js';
import { agentRoutes } from './agents.js';
import { aiExampleRoutes } from './ai-examples.js';
import { aiSearchRoutes } from './ai-search.js';
import { auditRoutes } from './audit.js';
import { authTokenRoutes } from './auth-tokens.js';
import { authRoutes } from './auth.js';
import { configRoutes } from './configs.js';
import { documentationRoutes } from './documentation.js';
import { healthRoutes } from './health.js';
import { leadRoutes } from './leads.js';
import { mailLogRoutes } from './mail-log.js';
import { mapConfigRoutes } from './map-config.js';
import { masterDataRoutes } from './master-data.js';
import { neighbourhoodRoutes } from './neighbourhoods.js';
import { photoRoutes } from './photos.js';
import { propertyBulkRoutes } from './property-bulk.js';
import { propertyRoutes } from './properties.js';
import { propertyHistoryRoutes } from './property-history.js';
import { propertyPointRoutes } from './property-points.js';
import { propertyStatsRoutes } from './property-stats.js';
import { propertyViewRoutes } from './property-views.js';
import { savedSearchRoutes } from './saved-searches.js';
import { searchFilterRoutes } from './search-filters.js';
import { shareImageRoutes } from './share-image.js';
import { similarPropertyRoutes } from './similar-properties.js';
import { twoStepAdminRoutes } from './two-step-admin.js';
import { userRoutes } from './users.js';
import { whatsAppClickRoutes } from './whatsapp-clicks.js';

/** Every resource under /api, one plugin each. */
export const apiRoutes: RoutePlugin = async (app, { deps, execute, clock, catalogue, metrics, listingPages }) => {
  // Only the route context: the options Fastify passed here also hold this plugin's own prefix.
  const context = { deps, execute, clock, catalogue, metrics, listingPages };
  for (const routes of [
    propertyRoutes,
    propertyPointRoutes,
    propertyBulkRoutes,
    agentRoutes,
    similarPropertyRoutes,
    shareImageRoutes,
    propertyHistoryRoutes,
    propertyViewRoutes,
    photoRoutes,
    whatsAppClickRoutes,
    propertyStatsRoutes,
    aiSearchRoutes,
    masterDataRoutes,
    neighbourhoodRoutes,
    searchFilterRoutes,
    aiExampleRoutes,
    configRoutes,
    mapConfigRoutes,
    leadRoutes,
    mailLogRoutes,
    savedSearchRoutes,
    authRoutes,
    authTokenRoutes,
    userRoutes,
    twoStepAdminRoutes,
    auditRoutes,
    healthRoutes,
    documentationRoutes,
  ]) {
    await app.register(routes, context);
  }
};
