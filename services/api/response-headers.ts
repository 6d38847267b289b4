import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth/register-auth.js';

/** helmet's own default value; helmet's HSTS is off because it would send it over plain HTTP too. */
const HSTS = 'max-age=31536000; includeSubDomains';
/** Public routes whose answer is still about the caller: the session itself. */
const SESSION_ROUTE = /^\/api\/(?:login|logout|auth\/)/;

/**
 * An /api answer may be stored by a browser or a shared cache only when it is the same for everyone: a public
 * route, asked without credentials, that is not about the session. Everything else (admin data, errors of
 * routes that need credentials, anything asked with a cookie or a token) is `no-store`.
 */
function dependsOnCaller(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  const credentials = request.headers.authorization !== undefined || request.cookies?.[SESSION_COOKIE] !== undefined;
  return credentials || request.routeOptions.config?.access !== 'public' || SESSION_ROUTE.test(path);
}

/**
 * HSTS only over HTTPS (direct TLS or a trusted proxy's X-Forwarded-Proto): over HTTP it means nothing. Every answer
 * names its correlation id, the one its log lines and its command's events carry, so a report can quote it.
 */
export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-correlation-id', request.id);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (dependsOnCaller(request)) reply.header('cache-control', 'no-store');
}

/** One onSend hook, so error answers (401, 404, 429…) follow the same rules as the routes' own. */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applyResponseHeaders(request, reply);
    return payload;
  });
}
