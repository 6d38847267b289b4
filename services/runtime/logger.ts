import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.js';

/**
 * One JSON line per event on stdout, for the API and the projector alike: `service` says which process wrote it,
 * `time` is ISO-8601, and request lines carry `correlationId` (services/api/app.ts).
 */
export const createLogger = (service: 'api' | 'projector', level: Config['LOG_LEVEL']): FastifyBaseLogger =>
  pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });

/** The projector's lines in a process that also serves the API. */
export const projectorLog = (logger: FastifyBaseLogger): FastifyBaseLogger => logger.child({ component: 'projector' });
