import type { DomainEvent } from '../shared/decider.js';

/** Property types, municipalities and characteristics share one aggregate shape: an id and a name. */
export const MASTER_DATA_KINDS = ['property-type', 'municipality', 'characteristic'] as const;
export type MasterDataKind = (typeof MASTER_DATA_KINDS)[number];

/** `property-type-{id}`, `municipality-{id}`, `characteristic-{id}`. */
export const masterDataStream = (kind: MasterDataKind, id: string) => `${kind}-${id}`;

export type MasterDataItemAdded = DomainEvent<
  'MasterDataItemAdded',
  { kind: MasterDataKind; id: string; name: string; addedAt: string }
>;
export type MasterDataItemRemoved = DomainEvent<
  'MasterDataItemRemoved',
  { kind: MasterDataKind; id: string; removedAt: string }
>;

export type MasterDataEvent = MasterDataItemAdded | MasterDataItemRemoved;
export const MASTER_DATA_EVENT_TYPES = ['MasterDataItemAdded', 'MasterDataItemRemoved'] as const;
