import type { Command } from '../shared/decider.js';
import type { FooterConfigFields } from './events.js';

/** Always the whole configuration, as the form saves it. */
export type ChangeFooterConfig = Command<'ChangeFooterConfig', { config: FooterConfigFields; now: string }>;
export type FooterConfigCommand = ChangeFooterConfig;
