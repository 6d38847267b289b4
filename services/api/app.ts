import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { registerAuth } from './auth/register-auth.js';
import { createCommandBus } from './command-bus.js';
import { ApiMetrics } from './metrics.js';
import { ListingPagesWriter } from './queries/catalogue-page.js';
import { sharedRateLimitStore } from './rate-limit-store.js';
import type { AppDeps } from './context.js';
import { answerClientError, answerFrameworkError, registerApiNotFound, registerErrorHandling } from './errors.js';
import { applyResponseHeaders, registerResponseHeaders } from './response-headers.js';
import { RequestLog } from './request-log.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerWebApp } from './web-app.js';
import { recordTokenUse } from './routes/auth-tokens.js';
import type { RouteContext } from './route-context.js';
import { publishedCatalogue } from './queries/published-listings.js';
import { registerMarkdownDocuments } from './routes/documentation-documents.js';
import { COMPRESSION_THRESHOLD_BYTES } from './routes/cached-json.js';
import { apiRoutes } from './routes/index.js';
import { metricsRoutes } from './routes/metrics.js';
import { photoFileRoutes } from './routes/photos.js';

// Any message zod writes itself (wrong types, unknown enum values) comes out in Spanish too.
z.config(z.locales.es());

/** Builds the whole HTTP API on the given adapters; `server.ts` only listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : {}),
    // Every line a request logs carries the id its command's events keep in their metadata (command-bus.ts); the line
    // per request is at debug (request-log.ts says why).
    logController: new RequestLog({ requestIdLogLabel: 'correlationId' }),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    // Routing refusals skip every hook, so the headers are set here too.
    frameworkErrors: (error, request, reply) => {
      applyResponseHeaders(request, reply);
      answerFrameworkError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    // A caller's own id (a proxy's, another service's) is kept when it is well formed, so its logs and ours meet.
    genReqId: (request) => {
      const incoming = request.headers['x-correlation-id'] ?? request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  const metrics = new ApiMetrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeResponse(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerResponseHeaders(app);
  // The API speaks JSON only; Fastify's default text/plain parser would hand a string to routes that expect an
  // object (and text/plain is what a cross-site HTML form can send without a preflight).
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ['https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Over plain HTTP (the embedded default on a LAN address) upgrading would break every request.
        upgradeInsecureRequests: deps.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent by registerResponseHeaders, only over HTTPS.
    strictTransportSecurity: false,
  });
  // Pages and API answers of 1 KB or more go out as brotli or gzip when the client asks (a 12-listing catalogue page
  // shrinks about 8×); images are not compressed again, the web build's files arrive compressed already (web-app.ts)
  // and cached answers keep theirs (routes/cached-json.ts). Before any route: the plugin attaches itself to each route
  // as it is declared.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES });
  await app.register(cookie);
  // Limits are opt-in per route (sign-in, contact forms); `global: false` keeps the catalogue unthrottled.
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.sharedWindows, clock),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API del portal inmobiliario',
        version: '1.0.0',
        description: 'Catálogo, datos maestros, configuración y tokens.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  // The OpenAPI document says which routes need credentials, from the same `access` flag the auth hook enforces.
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    // A route that names its own credentials (/metrics: a bearer token only) keeps them.
    route.schema = {
      ...route.schema,
      security:
        (route.schema as { security?: unknown[] }).security ??
        (route.config?.access === 'public' ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }]),
    } as typeof route.schema;
  });

  const execute = createCommandBus(deps, clock, metrics);
  const context: RouteContext = {
    deps,
    execute,
    clock,
    catalogue: publishedCatalogue(deps.searchIndex),
    metrics,
    listingPages: new ListingPagesWriter(),
  };
  registerAuth(app, deps, clock, (request, token) => recordTokenUse(context, request, token));

  await app.register(apiRoutes, { prefix: '/api', ...context });
  // Listings name their photos /photos/{id}: served at the root, with or without the web build.
  await app.register(photoFileRoutes, context);
  // Where Prometheus looks by default.
  await app.register(metricsRoutes, context);
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  // Served with or without the web build: they document the API, not the pages.
  registerMarkdownDocuments(app, deps.publicUrl);
  const webApp = deps.webRoot ? await registerWebApp(app, deps.webRoot, deps, clock, metrics) : false;
  if (!webApp) registerApiNotFound(app);
  return app;
}
