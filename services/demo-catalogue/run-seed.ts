import type { EventStore } from '../../infra/ports/event-store.js';
import { aiExampleDecider } from '../domain/ai-example/decider.js';
import { aiExampleStream } from '../domain/ai-example/events.js';
import { aiSearchConfigDecider } from '../domain/ai-search-config/decider.js';
import { AI_SEARCH_CONFIG_STREAM } from '../domain/ai-search-config/events.js';
import { contactConfigDecider } from '../domain/contact-config/decider.js';
import { CONTACT_CONFIG_STREAM } from '../domain/contact-config/events.js';
import { footerConfigDecider } from '../domain/footer-config/decider.js';
import { FOOTER_CONFIG_STREAM } from '../domain/footer-config/events.js';
import { masterDataDecider } from '../domain/master-data/decider.js';
import { masterDataStream, type MasterDataKind } from '../domain/master-data/events.js';
import { propertyDecider } from '../domain/property/decider.js';
import { propertyStream } from '../domain/property/events.js';
import { searchFilterDecider } from '../domain/search-filter/decider.js';
import { searchFilterStream } from '../domain/search-filter/events.js';
import { handleCommand, type CommandContext } from '../command-handling/command-handler.js';
import {
  CHARACTERISTICS,
  DEMO_AI_EXAMPLES,
  DEMO_AI_SEARCH_CONFIG,
  DEMO_CONTACT_CONFIG,
  DEMO_FOOTER_CONFIG,
  DEMO_PROPERTIES,
  DEMO_SEARCH_FILTER_OPTIONS,
  MUNICIPALITIES,
  PROPERTY_TYPES,
} from './index.js';

const HOUR = 3_600_000;

/**
 * Seeds the demo catalogue through the same commands an admin would send, so the seed is events too
 * (and shows up in the audit history as the `system` actor). Listings are dated over the past weeks so
 * "Más recientes" has something to sort.
 */
export async function seedDemoCatalogue(store: EventStore, now: Date): Promise<{ properties: number; events: number }> {
  const context: CommandContext = { actor: 'system', correlationId: `seed-${now.getTime()}`, now };
  let events = 0;
  const run: typeof handleCommand = async (...args) => {
    const result = await handleCommand(...args);
    events += result.events.length;
    return result;
  };
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();

  const masterData: Array<[MasterDataKind, ReadonlyArray<{ id: string; name: string }>]> = [
    ['property-type', PROPERTY_TYPES],
    ['municipality', MUNICIPALITIES],
    ['characteristic', CHARACTERISTICS],
  ];
  for (const [kind, items] of masterData) {
    for (const { id, name } of items) {
      await run(
        store,
        masterDataDecider,
        masterDataStream(kind, id),
        { type: 'AddMasterDataItem', data: { kind, id, name, now: now.toISOString() } },
        { context },
      );
    }
  }
  await run(
    store,
    contactConfigDecider,
    CONTACT_CONFIG_STREAM,
    { type: 'ChangeContactConfig', data: { config: DEMO_CONTACT_CONFIG, now: now.toISOString() } },
    { context },
  );
  await run(
    store,
    footerConfigDecider,
    FOOTER_CONFIG_STREAM,
    { type: 'ChangeFooterConfig', data: { config: DEMO_FOOTER_CONFIG, now: now.toISOString() } },
    { context },
  );
  await run(
    store,
    aiSearchConfigDecider,
    AI_SEARCH_CONFIG_STREAM,
    { type: 'ChangeAiSearchConfig', data: { config: DEMO_AI_SEARCH_CONFIG, now: now.toISOString() } },
    { context },
  );
  for (const [index, fields] of DEMO_SEARCH_FILTER_OPTIONS.entries()) {
    const id = `seed-filter-${String(index + 1).padStart(3, '0')}`;
    await run(
      store,
      searchFilterDecider,
      searchFilterStream(id),
      { type: 'AddSearchFilterOption', data: { id, fields, now: now.toISOString() } },
      { context },
    );
  }
  for (const [index, fields] of DEMO_AI_EXAMPLES.entries()) {
    const id = `seed-example-${String(index + 1).padStart(3, '0')}`;
    await run(
      store,
      aiExampleDecider,
      aiExampleStream(id),
      { type: 'AddAiSearchExample', data: { id, fields, now: now.toISOString() } },
      { context },
    );
  }
  for (const [index, { key, fields }] of DEMO_PROPERTIES.entries()) {
    const listedAt = at((DEMO_PROPERTIES.length - index) * 9);
    await run(
      store,
      propertyDecider,
      propertyStream(key),
      {
        type: 'ListProperty',
        data: { propertyId: key, fields, publication: { publication: 'published' }, agentId: null, now: listedAt },
      },
      { context: { ...context, now: new Date(listedAt) } },
    );
  }
  return { properties: DEMO_PROPERTIES.length, events };
}

/** Whether the store holds the seeded demo catalogue: its first listing's stream exists (even if since deleted). */
export async function holdsDemoCatalogue(store: EventStore): Promise<boolean> {
  for await (const _event of store.readStream(propertyStream(DEMO_PROPERTIES[0]!.key))) return true;
  return false;
}
