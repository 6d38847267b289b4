import type { Command } from '../shared/decider.js';

/** The names of an option's commands, as its own commands.ts spells them. */
export interface OrderedOptionCommandTypes {
  add: string;
  change: string;
  remove: string;
}

/** `Input` is what forms send; it may differ from the stored fields (see `InputNormalization`). */
export type OrderedOptionCommand<T extends OrderedOptionCommandTypes, Input> =
  | Command<T['add'], { id: string; fields: Input; now: string }>
  /** `changes` may hold any subset of the fields; unchanged values are dropped. */
  | Command<T['change'], { id: string; changes: Partial<Input>; now: string }>
  | Command<T['remove'], { id: string; now: string }>;
