import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROPERTY_NOT_FOUND, propertyDecider } from '../../domain/property/decider.js';
import { propertyStream, type PropertyFields } from '../../domain/property/events.js';
import type { PropertyLocation } from '../../domain/property/location.js';
import { DomainError, notFound, validationError } from '../../domain/shared/errors.js';
import { PUBLISH_AT_ONLY_WHEN_SCHEDULED } from '../../domain/property/messages.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import { asesorOf, isStaff } from '../auth/principal.js';
import { agentContact } from '../queries/agent-contact.js';
import { assertAgentExists } from '../queries/agents.js';
import type { SearchQuery } from '../../../infra/ports/search-index.js';
import { catalogueSearchQuery } from '../queries/catalogue-query.js';
import { assertUsualPrice } from '../queries/unusual-price.js';
import { ResponseCache } from '../queries/response-cache.js';
import { masterDataNames } from '../queries/master-data-names.js';
import { LISTING_JSON_ATTRIBUTES, listingsJson, paginationOf, type PageListing } from '../queries/catalogue-page.js';
import { distanceKmTo } from '../queries/listing-distance.js';
import { propertyDocumentToDto } from '../queries/property-dto.js';
import { figuresWindowStart } from '../queries/recent-figures.js';
import { staffFields, staffListingsPage } from '../queries/staff-listings.js';
import { assertReferencesExist } from '../queries/references.js';
import { assertPhotosStored } from '../photos/listing-photos.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import {
  DISTANCE_NEEDS_POINT,
  PropertyCreateSchema,
  PropertyPhotosInput,
  PropertyListQuery,
  PropertyListSchema,
  PropertySchema,
  PropertyUpdateSchema,
  readNear,
  STAFF_FIGURE_SORTS,
  StaffPropertyListSchema,
  type PropertyCreateInput,
} from '../schemas/property.js';
import { sendCachedJson, sendFreshJson } from './cached-json.js';
import { etagOf, expectedVersionOf } from './if-match.js';

/** The point `sortBy=distance` measures from (the schema already refused a malformed one); refused without one. */
function distancePoint(near: string | undefined): { lat: number; lng: number } {
  const point = near === undefined ? undefined : readNear(near);
  if (point === undefined || typeof point === 'string')
    throw validationError(DISTANCE_NEEDS_POINT, [{ path: 'near', message: DISTANCE_NEEDS_POINT }]);
  return point;
}

/** An approximate location unless the admin asked for the exact one. */
const locationOf = (input: PropertyCreateInput['location']): PropertyLocation | null | undefined =>
  input && { lat: input.lat, lng: input.lng, exact: input.exact ?? false };

/** A new listing: what the form left out takes the SPEC §5 defaults. */
function newPropertyFields(input: PropertyCreateInput): PropertyFields {
  return {
    code: input.code ?? null,
    title: input.title,
    description: input.description ?? '',
    address: input.address,
    price: input.price,
    status: input.status,
    propertyTypeId: input.propertyTypeId,
    municipalityId: input.municipalityId,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    area: input.area ?? null,
    builtArea: input.builtArea ?? null,
    privateArea: input.privateArea ?? null,
    parkingSpaces: input.parkingSpaces ?? null,
    stratum: input.stratum ?? null,
    administration: input.administration ?? null,
    floor: input.floor ?? null,
    totalFloors: input.totalFloors ?? null,
    antiquity: input.antiquity ?? null,
    acceptsExchange: input.acceptsExchange ?? false,
    isRemodeled: input.isRemodeled ?? false,
    featured: input.featured ?? false,
    photos: input.photos ?? [],
    plans: input.plans ?? [],
    matterportUrl: input.matterportUrl ?? null,
    videoUrl: input.videoUrl ?? null,
    characteristicIds: [...new Set(input.characteristicIds ?? [])],
    location: locationOf(input.location) ?? null,
  };
}

const NOT_STAFF = 'Solo el personal de la inmobiliaria puede ver propiedades no publicadas.';
const FIGURES_FOR_STAFF = 'Ordenar por visitas o solicitudes es solo para el personal: indica publication o agent.';

/**
 * The asesor a save asks for, checked to be one of the team; undefined when the save does not ask for one. Whether the
 * caller may assign is the decider's to say (an asesor assigns no one).
 */
export async function requestedAgent(
  agentId: string | null | undefined,
  deps: Parameters<RoutePlugin>[1]['deps'],
): Promise<string | null | undefined> {
  if (agentId !== undefined && agentId !== null) await assertAgentExists(deps.readModels, agentId);
  return agentId;
}

export const propertyRoutes: RoutePlugin = async (app, { deps, execute, clock, metrics, listingPages, catalogue }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalogueCache = new ResponseCache(undefined, { admitOnSecondRequest: true });

  /**
   * A catalogue page's JSON, put together from the listings' JSON kept in the index (no document copied, mapped,
   * validated or serialised per request; see listingsJson for a listing the index kept none for). Sorted by distance
   * from `near`, each listing with a point says how far it is (`distanceKm`).
   */
  const cataloguePage = async (
    query: SearchQuery,
    page: number,
    limit: number,
    near?: { lat: number; lng: number },
  ): Promise<Buffer> => {
    const found = await catalogue.search<CatalogueDocument>(CATALOGUE_INDEX, {
      ...query,
      attributes: near ? [...LISTING_JSON_ATTRIBUTES, '_geo'] : LISTING_JSON_ATTRIBUTES,
    });
    const listings = await listingsJson(catalogue, found.hits);
    if (near) {
      const shown = new Map(found.hits.map(({ document }) => [document.id, document._geo]));
      for (const listing of listings as PageListing[]) {
        const km = distanceKmTo(near, shown.get(listing.id));
        if (km !== undefined) listing.extra = `"distanceKm":${km}`;
      }
    }
    return listingPages.page(listings, paginationOf(page, limit, found.total));
  };

  /** A listing that is not published exists only for the staff: for anyone else it is not found. */
  const readProperty = async (id: string, request: FastifyRequest, reply: FastifyReply) => {
    const doc = await (await deps.readModels.collection<PropertyDocument>('properties')).get(id);
    const staff = isStaff(request.principal);
    if (!doc || (!staff && !isPublished(doc))) throw notFound(PROPERTY_NOT_FOUND);
    reply.header('etag', etagOf(doc.version));
    const dto = await propertyDocumentToDto(doc, await masterDataNames(deps.readModels));
    // Who answers for it on its page: the asesor's name and WhatsApp, or the agency's (null) when it has none.
    const contact = doc.agentId ? await agentContact(deps.readModels, doc.agentId) : null;
    const agent = contact && { name: contact.name, phone: contact.phone };
    return staff ? { ...dto, agent, ...staffFields(doc) } : { ...dto, agent };
  };

  api.get(
    '/properties',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Catálogo: filtros, orden y paginación',
        querystring: PropertyListQuery,
        // The staff's answer first: the public one would parse it too, dropping the figures.
        response: { 200: z.union([StaffPropertyListSchema, PropertyListSchema]), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const distanceFrom = request.query.sortBy === 'distance' ? distancePoint(request.query.near) : undefined;
      if (request.query.publication !== undefined || request.query.agent !== undefined) {
        if (!isStaff(request.principal)) throw new DomainError('forbidden', NOT_STAFF);
        return staffListingsPage(deps.searchIndex, deps.readModels, request.query, figuresWindowStart(clock()));
      }
      if ((STAFF_FIGURE_SORTS as readonly string[]).includes(request.query.sortBy))
        throw validationError(FIGURES_FOR_STAFF, [{ path: 'sortBy', message: FIGURES_FOR_STAFF }]);
      const key = JSON.stringify(request.query);
      const version = String(await deps.searchIndex.getCheckpoint(CATALOGUE_INDEX));
      const cached = sendCachedJson(request, reply, catalogueCache, key, version);
      metrics.answerCacheLookup('catalogue', cached !== null);
      if (cached) return cached;
      const body = await cataloguePage(catalogueSearchQuery(request.query), page, limit, distanceFrom);
      catalogueCache.set(key, version, body);
      // Not kept (asked for the first time, or larger than the whole cache): sent as it is, compressed here.
      return sendCachedJson(request, reply, catalogueCache, key, version) ?? sendFreshJson(request, reply, body);
    },
  );

  api.get(
    '/properties/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Una propiedad',
        params: IdParams,
        response: { 200: PropertySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => readProperty(request.params.id, request, reply),
  );

  api.post(
    '/properties',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Publicar una propiedad',
        body: PropertyCreateSchema,
        response: { 201: PropertySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const fields = newPropertyFields(request.body);
      await assertReferencesExist(await masterDataNames(deps.readModels), fields);
      await assertUsualPrice(deps.searchIndex, fields, request.body.confirmUnusualPrice);
      await assertPhotosStored(deps.blobs, fields.photos, 'photos');
      await assertPhotosStored(deps.blobs, fields.plans, 'plans');
      const { principal } = request;
      // Whoever creates it answers for it, unless an admin names someone else.
      const agentId =
        (await requestedAgent(request.body.agentId, deps)) ?? (principal.kind === 'session' ? principal.user.id : null);
      const propertyId = randomUUID();
      await execute(request, propertyDecider, propertyStream(propertyId), {
        type: 'ListProperty',
        data: {
          propertyId,
          fields,
          // SPEC clients send no publication: their listings are public at once, as before drafts existed.
          publication: { publication: request.body.publication ?? 'published', publishAt: request.body.publishAt },
          agentId,
          now: clock().toISOString(),
          asesorId: asesorOf(principal),
        },
      });
      const dto = await readProperty(propertyId, request, reply);
      return reply.status(201).header('location', `/api/properties/${propertyId}`).send(dto);
    },
  );

  api.put(
    '/properties/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Modificar una propiedad (solo los campos enviados)',
        description:
          'Envíe `version` o la cabecera If-Match con la versión leída: si otra persona guardó antes, la respuesta es 409. ' +
          'Un asesor solo cambia las propiedades asignadas a él y no asigna ninguna (403).',
        params: IdParams,
        body: PropertyUpdateSchema,
        response: { 200: PropertySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { version, publication, publishAt, agentId: askedAgent, confirmUnusualPrice, ...changes } = request.body;
      const expectedVersion = expectedVersionOf(request, version);
      const agentId = await requestedAgent(askedAgent, deps);
      if (publication === undefined && publishAt != null)
        throw validationError(PUBLISH_AT_ONLY_WHEN_SCHEDULED, [
          { path: 'publishAt', message: PUBLISH_AT_ONLY_WHEN_SCHEDULED },
        ]);
      await assertReferencesExist(await masterDataNames(deps.readModels), changes);
      // Asked again only when the price or its market changes: a listing saved with a confirmed price is not re-asked.
      const { price, status, propertyTypeId, municipalityId } = changes;
      if ([price, status, propertyTypeId, municipalityId].some((value) => value !== undefined)) {
        const current = await (await deps.readModels.collection<PropertyDocument>('properties')).get(request.params.id);
        if (current) {
          const market = {
            price: price ?? current.price,
            status: status ?? current.status,
            propertyTypeId: propertyTypeId ?? current.propertyTypeId,
            municipalityId: municipalityId ?? current.municipalityId,
          };
          await assertUsualPrice(deps.searchIndex, market, confirmUnusualPrice);
        }
      }
      await assertPhotosStored(deps.blobs, changes.photos, 'photos');
      await assertPhotosStored(deps.blobs, changes.plans, 'plans');
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<PropertyFields>;
      if (defined.characteristicIds) defined.characteristicIds = [...new Set(defined.characteristicIds)];
      if (changes.location !== undefined) defined.location = locationOf(changes.location) ?? null;
      await execute(
        request,
        propertyDecider,
        propertyStream(request.params.id),
        {
          type: 'ReviseProperty',
          data: {
            propertyId: request.params.id,
            changes: defined,
            ...(publication !== undefined ? { publication: { publication, publishAt } } : {}),
            ...(agentId !== undefined ? { agentId } : {}),
            now: clock().toISOString(),
            asesorId: asesorOf(request.principal),
          },
        },
        expectedVersion !== undefined ? { expectedVersion } : {},
      );
      return readProperty(request.params.id, request, reply);
    },
  );

  api.delete(
    '/properties/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Retirar una propiedad (su historia se conserva)',
        params: IdParams,
        response: { 204: z.null().describe('Retirada'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const expectedVersion = expectedVersionOf(request);
      await execute(
        request,
        propertyDecider,
        propertyStream(request.params.id),
        {
          type: 'DelistProperty',
          data: { propertyId: request.params.id, now: clock().toISOString(), asesorId: asesorOf(request.principal) },
        },
        expectedVersion !== undefined ? { expectedVersion } : {},
      );
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/properties/:id/photos',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Guardar las fotos de una propiedad, en orden (la primera es la portada)',
        description: 'Con `version` (o If-Match), si otra persona guardó antes la respuesta es 409.',
        params: IdParams,
        body: PropertyPhotosInput,
        response: { 200: PropertySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const expectedVersion = expectedVersionOf(request, request.body.version);
      const { photoURLs, planURLs } = request.body;
      await assertPhotosStored(deps.blobs, photoURLs, 'photoURLs');
      await assertPhotosStored(deps.blobs, planURLs, 'planURLs');
      await execute(
        request,
        propertyDecider,
        propertyStream(request.params.id),
        {
          type: 'ReplacePropertyPhotos',
          data: {
            propertyId: request.params.id,
            photos: photoURLs,
            ...(planURLs !== undefined ? { plans: planURLs } : {}),
            now: clock().toISOString(),
            asesorId: asesorOf(request.principal),
          },
        },
        expectedVersion !== undefined ? { expectedVersion } : {},
      );
      return readProperty(request.params.id, request, reply);
    },
  );

  api.post(
    '/properties/:id/restore',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Restaurar una propiedad eliminada, tal como estaba al eliminarla',
        params: IdParams,
        response: { 200: PropertySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await execute(request, propertyDecider, propertyStream(request.params.id), {
        type: 'RestoreProperty',
        data: { propertyId: request.params.id, now: clock().toISOString(), asesorId: asesorOf(request.principal) },
      });
      return readProperty(request.params.id, request, reply);
    },
  );
};
