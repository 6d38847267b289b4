import type { DomainEvent } from '../shared/decider.js';

/**
 * One option of a list an admin keeps in order (AI search examples, search filter options): one stream
 * per option, added once, changed field by field, removed once.
 */
export interface OrderedOption {
  sortOrder: number;
  isActive: boolean;
}

/** The names of an option's events, as its own events.ts spells them. */
export interface OrderedOptionEventTypes {
  added: string;
  changed: string;
  removed: string;
}

export type OrderedOptionEvent<T extends OrderedOptionEventTypes, Fields extends OrderedOption> =
  | DomainEvent<T['added'], { id: string; addedAt: string } & Fields>
  | DomainEvent<T['changed'], { id: string; changes: Partial<Fields>; changedAt: string }>
  | DomainEvent<T['removed'], { id: string; removedAt: string }>;
