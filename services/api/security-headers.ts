import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for these options, worked out once. They depend on nothing in the request (no CSP
 * nonces), while @fastify/helmet builds helmet's middleware again on every request, parsing each CSP directive
 * anew: a tenth of the time of a catalogue answer.
 */
function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * What a JSON answer under /api needs, as OWASP's REST Security Cheat Sheet lists it: no content of its own to run
 * or frame, never sniffed as another type, not readable by other sites' pages, no referrer. helmet's page headers
 * (a CSP of a dozen directives, cross-origin isolation, DNS prefetch, IE's download options…) say nothing about
 * JSON, and validating and writing them was about a tenth of an uncached catalogue page's time.
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Sets helmet's headers on every page and file, as @fastify/helmet's hook did at this point of the app, and the API
 * set on every /api answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.url.startsWith('/api/') ? API_HEADERS : pageHeaders)
      reply.raw.setHeader(name, value);
    done();
  });
}
