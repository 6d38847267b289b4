import type { Command } from '../shared/decider.js';
import type { ContactConfigFields } from './events.js';

/** Always the whole configuration, as the form saves it. */
export type ChangeContactConfig = Command<'ChangeContactConfig', { config: ContactConfigFields; now: string }>;
export type ContactConfigCommand = ChangeContactConfig;
