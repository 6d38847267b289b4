import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's line per request ("incoming request", "request completed") at debug, not info: at the default
 * LOG_LEVEL=info every page view wrote dozens of them (its data, photos, scripts), hundreds a minute, and the start-up
 * lines that matter to whoever runs `npm start` (the address, the admin's credentials) scrolled away among them; each
 * line is also a write per request. LOG_LEVEL=debug shows them all again, each with its correlation id. A request
 * that fails is still logged at the default level (an answer of 500 or more at warn, an error while answering at
 * error), as are the errors the API's error handler logs (errors.ts); a proxy or balancer in front keeps the access
 * log in production.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    const line = { res: reply, responseTime: reply.elapsedTime };
    // A 5xx the API chose to answer (not ready, a store unreachable) is worth a line at the default level.
    if (reply.statusCode >= 500) reply.log.warn(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
