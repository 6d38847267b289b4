import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommandBus } from './command-bus.js';
import type { AppDeps } from './context.js';
import type { ApiMetrics } from './metrics.js';

/** What every route plugin receives. */
export interface RouteContext {
  deps: AppDeps;
  execute: CommandBus;
  clock: () => Date;
  /** This app's Prometheus series (/metrics). */
  metrics: ApiMetrics;
}

export type RoutePlugin = FastifyPluginAsync<RouteContext>;

/** Route plugins use the zod type provider: schemas type the handlers and feed the OpenAPI document. */
export type { ZodTypeProvider };
