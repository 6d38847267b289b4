import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { propertyDecider } from '../../domain/property/decider.js';
import { propertyStream } from '../../domain/property/events.js';
import { ASSIGNED_BY_ADMIN } from '../../domain/property/messages.js';
import { DomainError, forbidden, validationError } from '../../domain/shared/errors.js';
import type { DeletedPropertyDocument } from '../../../projections/deleted-properties/projection.js';
import type { PropertyDocument } from '../../../projections/properties/projection.js';
import { asesorOf } from '../auth/principal.js';
import { StoredNotYetVisibleError } from '../command-bus.js';
import { catalogueSearchQuery } from '../queries/catalogue-query.js';
import { matchingListings } from '../queries/staff-listings.js';
import type { RouteContext, RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses } from '../schemas/common.js';
import {
  MAX_BULK_LISTINGS,
  PropertyBulkInput,
  PropertyBulkResultSchema,
  TOO_MANY_FOR_BULK,
  type PropertyBulkAction,
  type PropertyBulkFilters,
} from '../schemas/property-bulk.js';
import { requestedAgent } from './properties.js';

/**
 * How long a bulk action works before it lets other requests in: short enough that a page waits for it no longer
 * than a person notices, long enough that a thousand listings are not slowed by a turn after each one.
 */
const SLICE_MS = 20;

const UNEXPECTED = 'Ocurrió un error inesperado con esta propiedad. Inténtalo de nuevo.';

type Target = { ids: string[] } | { all: PropertyBulkFilters };
type Listing = { id: string; title: string };

/**
 * The listings an action names, each once, in the order given: by id (an id no listing has is kept, to be answered
 * as not found), or every listing the staff list's filters match.
 */
async function targetsOf({ deps }: RouteContext, target: Target): Promise<Listing[]> {
  if ('ids' in target) {
    const ids = [...new Set(target.ids)];
    const properties = await deps.readModels.collection<PropertyDocument>('properties');
    // One lookup per chosen id, not a find: in the embedded store a find loads every listing (160 MB at 100,000).
    const found = await Promise.all(ids.map((id) => properties.get(id)));
    const titles = new Map(found.flatMap((doc) => (doc ? [[doc.id, doc.title] as const] : [])));
    // A listing deleted since it was chosen is named too (its answer says it is not found).
    const missing = ids.filter((id) => !titles.has(id));
    if (missing.length > 0) {
      const deleted = await deps.readModels.collection<DeletedPropertyDocument>('deleted-properties');
      for (const doc of await deleted.find({ id: { $in: missing } })) titles.set(doc.id, doc.title);
    }
    return ids.map((id) => ({ id, title: titles.get(id) ?? id }));
  }
  const query = catalogueSearchQuery({ ...target.all, page: 1, limit: 1, sortBy: 'createdAt', sortOrder: 'desc' });
  const listings = await matchingListings(deps.searchIndex, query);
  if (listings.length > MAX_BULK_LISTINGS) {
    const message = `${listings.length} propiedades coinciden. ${TOO_MANY_FOR_BULK}: afina los filtros.`;
    throw validationError(message, [{ path: 'all', message }]);
  }
  return listings;
}

/**
 * POST /api/properties/bulk: one action on many listings. Each goes through the command the single-listing routes
 * send (the same decider rules, the same check of who may assign whom, its own events with the caller as actor), so
 * one listing refused (a draft cannot be paused) is that listing's answer and the others go on: never a 500 halfway
 * through that would hide which ones were done.
 */
export const propertyBulkRoutes: RoutePlugin = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, execute, clock } = context;

  const apply = async (request: FastifyRequest, propertyId: string, action: PropertyBulkAction) => {
    const now = clock().toISOString();
    const asesorId = asesorOf(request.principal);
    const stream = propertyStream(propertyId);
    if (action.action === 'delete') {
      await execute(request, propertyDecider, stream, { type: 'DelistProperty', data: { propertyId, now, asesorId } });
      return;
    }
    const revision =
      action.action === 'publish'
        ? { publication: { publication: 'published' as const } }
        : action.action === 'pause'
          ? { publication: { publication: 'paused' as const } }
          : action.action === 'status'
            ? {}
            : { agentId: await requestedAgent(action.agentId, deps) };
    const changes = action.action === 'status' ? { status: action.status } : {};
    await execute(request, propertyDecider, stream, {
      type: 'ReviseProperty',
      data: { propertyId, changes, ...revision, now, asesorId },
    });
  };

  api.post(
    '/properties/bulk',
    {
      // Each listing then goes through the single routes' rules (an asesor changes only their own listings).
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Una acción sobre muchas propiedades: publicar, pausar, cambiar estado, asignar asesor o eliminar',
        description:
          `Por ids (hasta ${MAX_BULK_LISTINGS}) o todas las que coinciden con los filtros de la lista del personal. ` +
          'Cada propiedad pasa por las mismas reglas que al cambiarla de a una y queda en su historial con quién lo ' +
          'hizo; una que no se pudo no detiene las demás: la respuesta dice, por cada una, si se pudo o por qué no.',
        body: PropertyBulkInput,
        response: { 200: PropertyBulkResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { body } = request;
      // Refused whole rather than row by row: no listing could be assigned by an asesor.
      if (body.action === 'assign' && asesorOf(request.principal) !== undefined) throw forbidden(ASSIGNED_BY_ADMIN);
      // An asesor's "every listing that matches" is every one of theirs that matches: a colleague's is only read.
      const own = asesorOf(request.principal);
      const all = own === undefined ? (body.all ?? {}) : { ...body.all, agent: own };
      const targets = await targetsOf(context, body.ids ? { ids: body.ids } : { all });
      const results = [];
      let sliceStarted = performance.now();
      for (const { id, title } of targets) {
        // Each command's append and projections run without a turn of the event loop: without slices a thousand
        // listings held every other request (the health check too) until the last one.
        if (performance.now() - sliceStarted > SLICE_MS) {
          await nextTurn();
          sliceStarted = performance.now();
        }
        try {
          await apply(request, id, body);
          results.push({ id, title, ok: true as const });
        } catch (error) {
          // Stored, only not yet visible: done, like the single routes' 202.
          if (error instanceof StoredNotYetVisibleError) {
            results.push({ id, title, ok: true as const });
            continue;
          }
          if (!(error instanceof DomainError)) request.log.error({ err: error, propertyId: id }, 'bulk action failed');
          results.push({
            id,
            title,
            ok: false as const,
            message: error instanceof DomainError ? error.message : UNEXPECTED,
          });
        }
      }
      const succeeded = results.filter((result) => result.ok).length;
      return { results, summary: { succeeded, failed: results.length - succeeded } };
    },
  );
};
