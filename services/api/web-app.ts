import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { idFromSlug, propertySlug } from '../domain/shared/slugify.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../projections/catalogue-index/projection.js';
import type { PropertyDocument } from '../../projections/properties/projection.js';
import type { AppDeps } from './context.js';
import { masterDataNames } from './queries/master-data-names.js';
import { catalogueDocumentToDto, propertyDocumentToDto } from './queries/property-dto.js';
import { cut, withHead, type PageHead } from './seo/head.js';
import { absolute, COMPANY, itemList, listing, organization } from './seo/structured-data.js';

const PLACEHOLDER_IMAGE = '/placeholders/1.svg';
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Serves the built web app (dist/web): files as they are (fingerprinted assets cached for a year), and for
 * page addresses its index.html with the page's own head (title, description, canonical, Open Graph, JSON-LD)
 * so crawlers that run no JavaScript see them. Any other address gets index.html too: the browser router
 * shows the page, or the not-found page.
 */
export async function registerWebApp(app: FastifyInstance, root: string, deps: AppDeps, clock: () => Date): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const sendPage = (reply: FastifyReply, head: PageHead, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withHead(indexHtml, head));

  const catalogueHead = async (request: FastifyRequest): Promise<PageHead> => {
    const origin = originOf(request);
    const first = await deps.searchIndex.search<CatalogueDocument>(CATALOGUE_INDEX, { sort: [['createdAt', -1]], limit: 10 });
    const properties = first.hits.map((hit) => catalogueDocumentToDto(hit.document));
    return {
      title: `Propiedades en venta y arriendo en Colombia | ${COMPANY.name}`,
      description: `${first.total} inmuebles en venta y arriendo: apartamentos, casas, oficinas, locales y lotes en Bogotá, Medellín, Cali y más ciudades de Colombia.`,
      canonical: `${origin}${request.url.split('?')[0]}`,
      image: absolute(properties.find((property) => property.photos[0])?.photos[0] ?? PLACEHOLDER_IMAGE, origin),
      jsonLd: [organization(origin), itemList(properties, origin, clock())],
    };
  };

  const defaultHead = (request: FastifyRequest): PageHead => ({
    title: COMPANY.name,
    description: COMPANY.description,
    canonical: `${originOf(request)}${request.url.split('?')[0]}`,
    jsonLd: [organization(originOf(request))],
  });

  const pageRoute = { schema: { hide: true } } as const;
  for (const path of ['/', '/properties']) app.get(path, pageRoute, async (request, reply) => sendPage(reply, await catalogueHead(request)));

  app.get<{ Params: { slug: string } }>('/propiedad/:slug', pageRoute, async (request, reply) => {
    const doc = await (await deps.readModels.collection<PropertyDocument>('properties')).get(idFromSlug(request.params.slug));
    if (!doc) return sendPage(reply, { ...defaultHead(request), title: `Propiedad no encontrada | ${COMPANY.name}` }, 404);
    const property = await propertyDocumentToDto(doc, await masterDataNames(deps.readModels));
    const origin = originOf(request);
    return sendPage(reply, {
      title: `${property.title} | ${COMPANY.name}`,
      description: `${property.municipality?.name ?? ''}: ${cut(property.description, 100)}`,
      canonical: `${origin}/propiedad/${property.slug}`,
      image: absolute(property.photos[0] ?? PLACEHOLDER_IMAGE, origin),
      type: 'product',
      jsonLd: [organization(origin), listing(property, origin, clock())],
    });
  });

  app.get('/api-docs', pageRoute, async (request, reply) => sendPage(reply, {
    ...defaultHead(request),
    title: `Documentación de la API | ${COMPANY.name}`,
    description: 'Documentación de la API del portal: URL base, autenticación con token o sesión y endpoints de propiedades, búsqueda con IA y contacto, con ejemplos curl.',
  }));

  app.get('/sitemap.xml', pageRoute, async (request, reply) => {
    const origin = originOf(request);
    const properties = await (await deps.readModels.collection<PropertyDocument>('properties')).find({}, { sort: [['updatedAt', -1]] });
    const urls = [
      `<url><loc>${origin}/</loc></url>`,
      `<url><loc>${origin}/privacy-policy</loc></url>`,
      ...properties.map((property) => `<url><loc>${origin}/propiedad/${propertySlug(property.title, property.id)}</loc><lastmod>${property.updatedAt.slice(0, 10)}</lastmod></url>`),
    ];
    return reply.type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  app.get('/robots.txt', pageRoute, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nSitemap: ${originOf(request)}/sitemap.xml\n`));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) return sendPage(reply, defaultHead(request));
    return reply.status(404).send({ message: `No existe la ruta ${request.method} ${path}.` });
  });
  return true;
}
