import type {
  OrderedOption,
  OrderedOptionEvent,
  OrderedOptionEventTypes,
} from '../../services/domain/ordered-option/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/**
 * The read model of an option list (search filter options here, AI search examples too): one document
 * per option, its fields as last changed, gone once removed. It lives with the search filters, and
 * ai-examples imports it from here, until option lists get a folder of their own.
 */
export type OrderedOptionDocument<Fields extends OrderedOption> = ProjectedDocument & OrderedOptionView<Fields>;

/** An option as read: its id and fields, and when it was added and last changed. */
export type OrderedOptionView<Fields extends OrderedOption> = Fields & {
  id: string;
  createdAt: string;
  updatedAt: string;
};

type OptionEvent<Fields extends OrderedOption> = OrderedOptionEvent<OrderedOptionEventTypes, Fields>;
type Stored<Fields extends OrderedOption> = Omit<OrderedOptionDocument<Fields>, '_position'>;

export function orderedOptionProjection<Fields extends OrderedOption>(
  name: string,
  eventTypes: readonly string[],
): DocumentProjection<OrderedOptionDocument<Fields>> {
  return {
    name,
    canHandle: eventTypes,
    documentId: (recorded) => asDomain<OptionEvent<Fields>>(recorded).data.id,
    // As in the decider, the three events are told apart by the shape of their data. The casts only
    // say what TypeScript cannot work out for a type parameter: these objects are documents without `_position`.
    evolve: (doc, recorded) => {
      const { data } = asDomain<OptionEvent<Fields>>(recorded);
      if ('addedAt' in data) {
        const { addedAt, ...fields } = data;
        return { ...fields, createdAt: addedAt, updatedAt: addedAt } as unknown as Stored<Fields>;
      }
      if ('changes' in data) return doc && ({ ...doc, ...data.changes, updatedAt: data.changedAt } as Stored<Fields>);
      return null;
    },
  };
}
