import type { DomainEvent } from '../shared/decider.js';

export interface ContactConfigFields {
  enabled: boolean;
  whatsappNumber: string;
  whatsappMessage: string;
  contactEmail: string;
}

export const CONTACT_CONFIG_STREAM = 'config-contact';

/** The whole configuration as saved (it is small and always saved whole). */
export type ContactConfigChanged = DomainEvent<'ContactConfigChanged', ContactConfigFields & { changedAt: string }>;
export type ContactConfigEvent = ContactConfigChanged;
export const CONTACT_CONFIG_EVENT_TYPES = ['ContactConfigChanged'] as const;
