import { LEADS_PAGE_PATH } from './schemas/lead.js';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { idFromSlug, propertySlug } from '../domain/shared/slugify.js';
import { everyListing } from '../../projections/catalogue-index/every-listing.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../projections/catalogue-index/projection.js';
import { isPublished, type PropertyDocument } from '../../projections/properties/projection.js';
import { isStaff } from './auth/principal.js';
import { publishedCatalogue } from './queries/published-listings.js';
import type { AppDeps } from './context.js';
import type { ApiMetrics } from './metrics.js';
import { sendNotFound } from './errors.js';
import { createFirstRenderer, renderTiming, withFirstRender, type FirstRender } from './first-render.js';
import { masterDataNames } from './queries/master-data-names.js';
import { catalogueDocumentToDto, propertyDocumentToDto } from './queries/property-dto.js';
import { robotsTxt, sitemapXml } from './seo/crawl-files.js';
import { withHead, type PageHead } from './seo/head.js';
import { siteNamesReader } from './seo/brand-name.js';
import { absolute, COMPANY, itemList, listing, organization } from './seo/structured-data.js';
import {
  API_DOCS_DESCRIPTION,
  API_DOCS_TITLE,
  catalogueDescription,
  LOGIN_TITLE,
  PHOTO_CREDITS_PATH,
  PHOTO_CREDITS_TITLE,
  RESET_PASSWORD_PATH,
  RESET_PASSWORD_TITLE,
  propertyDescription,
} from './schemas/page-head-text.js';
import { SHARE_IMAGE, shareImagePath } from './share-image/render-share-image.js';

const PLACEHOLDER_IMAGE = '/placeholders/1.svg';
/** The site's icon (web/public/favicon.svg), which web/index.html names. */
const FAVICON = '/favicon.svg';
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * Serves the built web app (dist/web): files as they are (fingerprinted assets cached for a year), and for
 * page addresses its index.html with the page's own head (title, description, canonical, Open Graph, JSON-LD)
 * so crawlers that run no JavaScript see them. Any other address gets index.html too, with 404: the browser
 * router shows the not-found page. Every absolute address comes from PUBLIC_URL: built from the Host
 * header, one poisoned request could put another site's address into a cached page, sitemap or JSON-LD.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  deps: AppDeps,
  clock: () => Date,
  metrics: ApiMetrics,
): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  const origin = deps.publicUrl;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each script and stylesheet: the one Accept-Encoding allows is sent
    // (with Vary: Accept-Encoding), and those copies get no address of their own; nor does the server's renderer.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', 'ssr/**'],
    setHeaders: (response, path) => {
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
      // The icon keeps its address from one build to the next: a day, then the browser asks again (304 if unchanged).
      else if (path.endsWith(FAVICON)) response.header('cache-control', 'public, max-age=86400');
    },
  });

  // Browsers still ask for /favicon.ico where nothing names an icon (a JSON answer or an image opened on its own):
  // they get the site's icon rather than a 404 in every log.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect(FAVICON, 301),
  );

  // The catalogue and the property pages come with their first render when the build has its renderer.
  const renderFirst = await createFirstRenderer(app, root, deps, metrics);
  const sendPage = (reply: FastifyReply, head: PageHead, status = 200, firstRender: FirstRender | null = null) => {
    if (firstRender) reply.header('server-timing', renderTiming(firstRender));
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withFirstRender(withHead(indexHtml, head), firstRender));
  };

  // The brand in every title, the Organization JSON-LD and og:site_name: the admins' companyName, not a fixed string.
  const siteNames = siteNamesReader(deps.readModels, clock);
  const brand = async () => (await siteNames()).brand;

  const catalogue = publishedCatalogue(deps.searchIndex);
  const catalogueHead = async (request: FastifyRequest): Promise<PageHead> => {
    const name = await brand();
    const first = await catalogue.search<CatalogueDocument>(CATALOGUE_INDEX, {
      sort: [['createdAt', -1]],
      limit: 10,
    });
    const properties = first.hits.map((hit) => catalogueDocumentToDto(hit.document));
    const newest = properties[0];
    return {
      title: `Propiedades en venta y arriendo en Colombia | ${name}`,
      description: catalogueDescription(first.total),
      canonical: `${origin}${pathOf(request)}`,
      // The newest listing's share image: a raster preview that WhatsApp and Facebook show (they ignore SVG).
      ...(newest
        ? { image: absolute(shareImagePath(newest.id, newest.version), origin), imageSize: SHARE_IMAGE }
        : { image: absolute(PLACEHOLDER_IMAGE, origin) }),
      siteName: name,
      jsonLd: [organization(origin, name), itemList(properties, origin, clock())],
    };
  };

  /** The head of a page with no data of its own; `page` names it before the brand in the title. */
  const defaultHead = async (request: FastifyRequest, page?: string): Promise<PageHead> => {
    const name = await brand();
    return {
      title: page ? `${page} | ${name}` : name,
      description: COMPANY.description,
      canonical: `${origin}${pathOf(request)}`,
      siteName: name,
      jsonLd: [organization(origin, name)],
    };
  };

  const pageRoute = { schema: { hide: true } } as const;
  for (const path of ['/', '/properties'])
    app.get(path, pageRoute, async (request, reply) => {
      const [head, firstRender] = await Promise.all([catalogueHead(request), renderFirst?.(request) ?? null]);
      return sendPage(reply, head, 200, firstRender);
    });

  app.get<{ Params: { slug: string } }>('/propiedad/:slug', pageRoute, async (request, reply) => {
    const doc = await (
      await deps.readModels.collection<PropertyDocument>('properties')
    ).get(idFromSlug(request.params.slug));
    if (!doc || (!isPublished(doc) && !isStaff(request.principal)))
      return sendPage(reply, await defaultHead(request, 'Propiedad no encontrada'), 404);
    // The staff's preview of a listing visitors cannot see: drawn in the browser, with nothing for a crawler to take.
    if (!isPublished(doc)) return sendPage(reply, await defaultHead(request, 'Vista previa'));
    const [property, name, firstRender] = await Promise.all([
      propertyDocumentToDto(doc, await masterDataNames(deps.readModels)),
      brand(),
      renderFirst?.(request) ?? null,
    ]);
    return sendPage(
      reply,
      {
        title: `${property.title} | ${name}`,
        description: propertyDescription(property),
        canonical: `${origin}/propiedad/${property.slug}`,
        // A raster image of the listing that WhatsApp and Facebook show (they ignore SVG), named by its version.
        image: absolute(shareImagePath(property.id, property.version), origin),
        imageSize: SHARE_IMAGE,
        type: 'product',
        siteName: name,
        jsonLd: [organization(origin, name), listing(property, origin, clock())],
      },
      200,
      firstRender,
    );
  });

  app.get('/api-docs', pageRoute, async (request, reply) =>
    sendPage(reply, {
      ...(await defaultHead(request, API_DOCS_TITLE)),
      description: API_DOCS_DESCRIPTION,
    }),
  );

  // The browser router's other pages: their own address answers 200, anything else is the not-found page with 404.
  // Each is titled as the web titles it once drawn (web/src/lib/use-page-head.ts): the same words, from the same place.
  app.get('/login', pageRoute, async (request, reply) => sendPage(reply, await defaultHead(request, LOGIN_TITLE)));
  app.get(RESET_PASSWORD_PATH, pageRoute, async (request, reply) =>
    sendPage(reply, await defaultHead(request, RESET_PASSWORD_TITLE)),
  );
  app.get('/privacy-policy', pageRoute, async (request, reply) =>
    sendPage(reply, await defaultHead(request, (await siteNames()).privacyPolicyTitle)),
  );
  app.get(PHOTO_CREDITS_PATH, pageRoute, async (request, reply) =>
    sendPage(reply, await defaultHead(request, PHOTO_CREDITS_TITLE)),
  );
  app.get('/admin', pageRoute, async (request, reply) => sendPage(reply, await defaultHead(request)));
  app.get(LEADS_PAGE_PATH, pageRoute, async (request, reply) => sendPage(reply, await defaultHead(request)));
  // The pages an alert's mails link to (web/src/features/saved-searches): the token stays in the browser's address.
  for (const [path, title] of [
    ['/alertas/confirmar', 'Confirmar alerta'],
    ['/alertas/gestionar', 'Tu alerta de propiedades'],
    ['/alertas/baja', 'Cancelar alerta'],
  ] as const)
    app.get(path, pageRoute, async (request, reply) => sendPage(reply, await defaultHead(request, title)));

  app.get('/sitemap.xml', pageRoute, async (_request, reply) => {
    const properties = await everyListing(catalogue, { sort: [['updatedAt', -1]] }, ['title', 'updatedAt']);
    const entries = [
      { path: '/' },
      { path: '/privacy-policy' },
      ...properties.map((property) => ({
        path: `/propiedad/${propertySlug(property.title, property.id)}`,
        lastModified: property.updatedAt.slice(0, 10),
      })),
    ];
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, entries));
  });

  app.get('/robots.txt', pageRoute, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  // An unknown address still gets the app, which shows the not-found page, but with 404: answered 200, crawlers
  // would index it as a page (a "soft 404").
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !pathOf(request).startsWith('/api/'))
      return sendPage(reply, await defaultHead(request, 'Página no encontrada'), 404);
    return sendNotFound(reply);
  });
  return true;
}
