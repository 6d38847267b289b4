import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { OrderedOptionDecider, OrderedOptionTypes } from '../../domain/ordered-option/decider.js';
import type { OrderedOption } from '../../domain/ordered-option/events.js';
import { notFound } from '../../domain/shared/errors.js';
import type {
  OrderedOptionDocument,
  OrderedOptionView,
} from '../../../projections/shared/ordered-option-projection.js';
import type { RouteContext } from '../route-context.js';

export interface OrderedOptionResourceDefinition<T extends OrderedOptionTypes, Fields extends OrderedOption, Input> {
  decider: OrderedOptionDecider<T, Fields, Input>;
  /** The read model the projection keeps (projections/search-filters/ordered-option-projection.ts). */
  collection: string;
  notFound: string;
}

/**
 * What the routes of an option list (search filters, AI search examples) do alike: run its commands and
 * answer with the option as the read model then holds it. Each route file keeps its own paths, schemas
 * and checks, which are the part that differs.
 */
export function orderedOptionResource<T extends OrderedOptionTypes, Fields extends OrderedOption, Input>(
  { deps, execute, clock }: RouteContext,
  resource: OrderedOptionResourceDefinition<T, Fields, Input>,
) {
  const { decider } = resource;
  const now = () => clock().toISOString();
  const options = () => deps.readModels.collection<OrderedOptionDocument<Fields>>(resource.collection);

  /**
   * The option without the projection's bookkeeping. The cast: read-model documents have an index
   * signature, so TypeScript types the rest of a generic one as a bare record.
   */
  const present = ({ _position, ...option }: OrderedOptionDocument<Fields>) =>
    option as unknown as OrderedOptionView<Fields>;

  /** The option, or a 404 with the resource's own message. */
  const read = async (id: string) => {
    const doc = await (await options()).get(id);
    if (!doc) throw notFound(resource.notFound);
    return present(doc);
  };

  return {
    options,
    present,
    read,
    async add(request: FastifyRequest, fields: Input) {
      const id = randomUUID();
      await execute(request, decider, decider.streamOf(id), {
        type: decider.types.add,
        data: { id, fields, now: now() },
      });
      return read(id);
    },
    /** Fields the body leaves out (undefined) are not changes. */
    async change(request: FastifyRequest, id: string, body: Partial<Input>) {
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as Partial<Input>;
      await execute(request, decider, decider.streamOf(id), {
        type: decider.types.change,
        data: { id, changes, now: now() },
      });
      return read(id);
    },
    async remove(request: FastifyRequest, id: string) {
      await execute(request, decider, decider.streamOf(id), { type: decider.types.remove, data: { id, now: now() } });
    },
  };
}
