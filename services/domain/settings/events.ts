import type { DomainEvent } from '../shared/decider.js';

/**
 * A site setting (contact, footer, AI search) lives in one stream of its own and is saved whole from one
 * form: each save is one event holding the whole configuration.
 */
export type SettingsChanged<Type extends string, Config extends object> = DomainEvent<
  Type,
  Config & { changedAt: string }
>;
