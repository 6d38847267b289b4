import { z } from 'zod';
import { masterDataDecider, masterDataIdFromName } from '../../domain/master-data/decider.js';
import { masterDataStream, type MasterDataKind } from '../../domain/master-data/events.js';
import { conflict, validationError } from '../../domain/shared/errors.js';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import type { Filter } from '../../../infra/ports/filter.js';
import { masterDataItems } from '../queries/master-data-names.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams, NamedItemSchema } from '../schemas/common.js';
import { MasterDataNameInput } from '../schemas/master-data.js';

interface KindRoute {
  kind: MasterDataKind;
  path: string;
  tag: string;
  /** How a property refers to an item of this kind. */
  usedBy: (id: string) => Filter;
  inUse: (count: number) => string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

const KINDS: KindRoute[] = [
  {
    kind: 'property-type',
    path: '/property-types',
    tag: 'tipos de propiedad',
    usedBy: (id) => ({ propertyTypeId: id }),
    inUse: (count) =>
      `No se puede eliminar: ${plural(count, 'propiedad usa', 'propiedades usan')} este tipo de propiedad.`,
  },
  {
    kind: 'municipality',
    path: '/municipalities',
    tag: 'municipios',
    usedBy: (id) => ({ municipalityId: id }),
    inUse: (count) =>
      `No se puede eliminar: ${plural(count, 'propiedad está', 'propiedades están')} en este municipio.`,
  },
  {
    kind: 'characteristic',
    path: '/characteristics',
    tag: 'características',
    usedBy: (id) => ({ characteristicIds: id }),
    inUse: (count) =>
      `No se puede eliminar: ${plural(count, 'propiedad tiene', 'propiedades tienen')} esta característica.`,
  },
];

/** Property types, municipalities and characteristics: list, add by name, delete (SPEC §7). */
export const masterDataRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const { kind, path, tag, usedBy, inUse } of KINDS) {
    api.get(
      path,
      {
        config: { access: 'public' },
        schema: { tags: [tag], summary: `Lista de ${tag}`, response: { 200: z.array(NamedItemSchema) } },
      },
      async () => {
        const items = await masterDataItems(deps.readModels, kind);
        return items.sort((a, b) => a.name.localeCompare(b.name, 'es'));
      },
    );

    api.post(
      path,
      {
        schema: {
          tags: [tag],
          summary: 'Agregar por nombre',
          body: MasterDataNameInput,
          response: { 201: NamedItemSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const { name } = request.body;
        const id = masterDataIdFromName(name);
        if (id === '')
          throw validationError('El nombre debe contener letras o números', [
            { path: 'name', message: 'El nombre debe contener letras o números' },
          ]);
        await execute(request, masterDataDecider, masterDataStream(kind, id), {
          type: 'AddMasterDataItem',
          data: { kind, id, name, now: clock().toISOString() },
        });
        return reply.status(201).send({ id, name });
      },
    );

    api.delete(
      `${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: 'Eliminar (si ninguna propiedad lo usa)',
          params: IdParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // Counted by the catalogue index, which holds every listing, drafts too: the properties read model would be
        // loaded whole by the embedded store (160 MB at 100,000 listings) and kept until a restart.
        const { total: used } = await deps.searchIndex.search(CATALOGUE_INDEX, { filter: usedBy(id), limit: 0 });
        if (used > 0) throw conflict(inUse(used));
        await execute(request, masterDataDecider, masterDataStream(kind, id), {
          type: 'RemoveMasterDataItem',
          data: { kind, id, now: clock().toISOString() },
        });
        return reply.status(204).send(null);
      },
    );
  }
};
