import { settingsDecider, type SettingsState } from '../settings/decider.js';
import type { Decider } from '../shared/decider.js';
import { hasTextOfLength } from '../shared/validation.js';
import type { AiSearchConfigCommand } from './commands.js';
import { AI_SEARCH_CONFIG_STREAM, type AiSearchConfigEvent, type AiSearchConfigFields } from './events.js';
import { DESCRIPTION_TOO_SHORT } from './messages.js';

export const aiSearchConfigDecider = settingsDecider({
  stream: AI_SEARCH_CONFIG_STREAM,
  eventType: 'AiSearchConfigChanged',
  fieldsOf: ({ enabled, description }) => ({ enabled, description }),
  check: (config, checks) =>
    checks.check(hasTextOfLength(config.description, 10), 'description', DESCRIPTION_TOO_SHORT),
}) satisfies Decider<SettingsState<AiSearchConfigFields>, AiSearchConfigCommand, AiSearchConfigEvent>;
