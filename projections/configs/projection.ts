import type { AiSearchConfigEvent, AiSearchConfigFields } from '../../services/domain/ai-search-config/events.js';
import { AI_SEARCH_CONFIG_EVENT_TYPES } from '../../services/domain/ai-search-config/events.js';
import type { ContactConfigEvent, ContactConfigFields } from '../../services/domain/contact-config/events.js';
import { CONTACT_CONFIG_EVENT_TYPES } from '../../services/domain/contact-config/events.js';
import type { FooterConfigEvent, FooterConfigFields } from '../../services/domain/footer-config/events.js';
import { FOOTER_CONFIG_EVENT_TYPES } from '../../services/domain/footer-config/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

/** A setting's whole configuration as last saved, under the id the API reads it by. */
type SettingsDocument<Id extends string, Config> = ProjectedDocument & Config & { id: Id; updatedAt: string };

/** The three site configurations, one document each: `contact`, `footer`, `ai-search`. */
export type ConfigDocument =
  | SettingsDocument<'contact', ContactConfigFields>
  | SettingsDocument<'footer', FooterConfigFields>
  | SettingsDocument<'ai-search', AiSearchConfigFields>;

type ConfigEvent = ContactConfigEvent | FooterConfigEvent | AiSearchConfigEvent;

const idByType = {
  ContactConfigChanged: 'contact',
  FooterConfigChanged: 'footer',
  AiSearchConfigChanged: 'ai-search',
} as const;

export const configsProjection: DocumentProjection<ConfigDocument> = {
  name: 'configs',
  canHandle: [...CONTACT_CONFIG_EVENT_TYPES, ...FOOTER_CONFIG_EVENT_TYPES, ...AI_SEARCH_CONFIG_EVENT_TYPES],
  documentId: (recorded) => idByType[asDomain<ConfigEvent>(recorded).type],
  // Each event holds the whole configuration (services/domain/settings), so the previous document is not needed.
  evolve: (_doc, recorded) => {
    const event = asDomain<ConfigEvent>(recorded);
    const { changedAt, ...fields } = event.data;
    return { ...fields, id: idByType[event.type], updatedAt: changedAt } as Omit<ConfigDocument, '_position'>;
  },
};
