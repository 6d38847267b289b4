import { masterDataStream, type MasterDataKind } from '../../domain/master-data/events.js';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { propertyStream } from '../../domain/property/events.js';
import { notFound } from '../../domain/shared/errors.js';
import type { RecordedEvent } from '../../../infra/ports/event-store.js';
import type { DeletedPropertyDocument } from '../../../projections/deleted-properties/projection.js';
import { parseActor } from '../../command-handling/actor.js';
import { actorNames } from '../queries/actors.js';
import { masterDataNames } from '../queries/master-data-names.js';
import { foldPropertyHistory, nameHistory } from '../queries/property-history.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { DeletedPropertyListSchema, PropertyHistorySchema } from '../schemas/property-history.js';

/** What happened to each listing, and which listings are deleted (to find one to restore). Admins only. */
export const propertyHistoryRoutes: RoutePlugin = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/properties/deleted',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Propiedades eliminadas, la más reciente primero',
        response: { 200: DeletedPropertyListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const deleted = await deps.readModels.collection<DeletedPropertyDocument>('deleted-properties');
      const docs = await deleted.find({ deleted: true }, { sort: [['deletedAt', -1]] });
      const actorName = actorNames(deps.readModels, deps.store);
      const properties = await Promise.all(
        docs.map(async (doc) => {
          const actor = parseActor(doc.deletedBy ?? 'system');
          return {
            id: doc.id,
            title: doc.title,
            code: doc.code,
            address: doc.address,
            deletedAt: doc.deletedAt ?? '',
            deletedBy: { ...actor, name: await actorName(actor) },
          };
        }),
      );
      return { properties };
    },
  );

  api.get(
    '/properties/:id/history',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['propiedades'],
        summary: 'Historial de una propiedad: quién cambió qué y cuándo (también de una eliminada)',
        params: IdParams,
        response: { 200: PropertyHistorySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      // Unlike other queries this reads the log itself: the listing's own stream is its exact and complete
      // history, deleted listings included, and one stream is a short read.
      const events: RecordedEvent[] = [];
      for await (const event of deps.store.readStream(propertyStream(request.params.id))) events.push(event);
      const history = foldPropertyHistory(events);
      if (!history) throw notFound(PROPERTY_NOT_FOUND);
      const names = await masterDataNames(deps.readModels);
      return nameHistory(history, {
        actor: actorNames(deps.readModels, deps.store),
        masterData: async (kind, id) => (await names(kind, id))?.name ?? (await removedItemName(kind, id)),
      });
    },
  );

  /** An item removed since keeps its name in its own stream. */
  const removedItemName = async (kind: MasterDataKind, id: string): Promise<string | null> => {
    let name: string | null = null;
    for await (const event of deps.store.readStream(masterDataStream(kind, id))) {
      if (event.type === 'MasterDataItemAdded' && typeof event.data.name === 'string') name = event.data.name;
    }
    return name;
  };
};
