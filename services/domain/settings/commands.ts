import type { Command } from '../shared/decider.js';

/** Always the whole configuration, as the form saves it. */
export type ChangeSettings<Type extends string, Config extends object> = Command<Type, { config: Config; now: string }>;
