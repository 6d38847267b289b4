import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommandBus } from './command-bus.js';
import type { SearchIndex } from '../../infra/ports/search-index.js';
import type { AppDeps } from './context.js';
import type { ApiMetrics } from './metrics.js';
import type { ListingPagesWriter } from './queries/catalogue-page.js';

/** What every route plugin receives. */
export interface RouteContext {
  deps: AppDeps;
  execute: CommandBus;
  clock: () => Date;
  /** The catalogue as visitors may see it (published listings only): what every public route reads. */
  catalogue: SearchIndex;
  /** This app's Prometheus series (/metrics). */
  metrics: ApiMetrics;
  /** Catalogue pages and AI answers, from each listing's bytes kept once for both. */
  listingPages: ListingPagesWriter;
}

export type RoutePlugin = FastifyPluginAsync<RouteContext>;

/** Route plugins use the zod type provider: schemas type the handlers and feed the OpenAPI document. */
export type { ZodTypeProvider };
