import type { Command } from '../shared/decider.js';
import type { AiSearchConfigFields } from './events.js';

/** Always the whole configuration, as the form saves it. */
export type ChangeAiSearchConfig = Command<'ChangeAiSearchConfig', { config: AiSearchConfigFields; now: string }>;
export type AiSearchConfigCommand = ChangeAiSearchConfig;
