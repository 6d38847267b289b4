import { settingsDecider, type SettingsState } from '../settings/decider.js';
import type { Decider } from '../shared/decider.js';
import { INVALID_EMAIL } from '../shared/messages.js';
import { hasPhoneDigits } from '../shared/phone-digits.js';
import { hasTextOfLength, isEmail } from '../shared/validation.js';
import type { ContactConfigCommand } from './commands.js';
import { CONTACT_CONFIG_STREAM, type ContactConfigEvent, type ContactConfigFields } from './events.js';
import { WHATSAPP_MESSAGE_TOO_SHORT, WHATSAPP_NUMBER_TOO_SHORT } from './messages.js';

export const contactConfigDecider = settingsDecider({
  stream: CONTACT_CONFIG_STREAM,
  eventType: 'ContactConfigChanged',
  fieldsOf: ({ enabled, whatsappNumber, whatsappMessage, contactEmail }) => ({
    enabled,
    whatsappNumber,
    whatsappMessage,
    contactEmail,
  }),
  check: (config, checks) =>
    checks
      .check(hasPhoneDigits(config.whatsappNumber), 'whatsappNumber', WHATSAPP_NUMBER_TOO_SHORT)
      .check(hasTextOfLength(config.whatsappMessage, 10), 'whatsappMessage', WHATSAPP_MESSAGE_TOO_SHORT)
      .check(isEmail(config.contactEmail), 'contactEmail', INVALID_EMAIL),
}) satisfies Decider<SettingsState<ContactConfigFields>, ContactConfigCommand, ContactConfigEvent>;
