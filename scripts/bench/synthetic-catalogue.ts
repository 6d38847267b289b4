import type { EventMetadata, EventStore } from '../../infra/ports/event-store.js';
import type { PropertyFields, PropertyStatus } from '../../services/domain/property/events.js';
import {
  CHARACTERISTICS,
  DEMO_PROPERTIES,
  MUNICIPALITIES,
  PROPERTY_TYPES,
} from '../../services/demo-catalogue/index.js';

const metadata = (occurredAt: string): EventMetadata => ({
  actor: 'bench',
  correlationId: 'bench',
  occurredAt,
  schemaVersion: 1,
});
const STATUSES: PropertyStatus[] = ['sale', 'rent', 'sale', 'rent', 'sold', 'rented'];

/**
 * A large catalogue for benchmarks: the demo listings repeated with varied prices, places and dates,
 * appended as events directly (setting up the benchmark is not what it measures).
 */
export async function appendSyntheticCatalogue(store: EventStore, count: number): Promise<{ municipalityId: string }> {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  for (const [kind, items] of [
    ['property-type', PROPERTY_TYPES],
    ['municipality', MUNICIPALITIES],
    ['characteristic', CHARACTERISTICS],
  ] as const) {
    for (const { id, name } of items) {
      const addedAt = new Date(now).toISOString();
      await store.append(
        `${kind}-${id}`,
        [{ type: 'MasterDataItemAdded', data: { kind, id, name, addedAt }, metadata: metadata(addedAt) }],
        { expected: 'any' },
      );
    }
  }
  for (let i = 0; i < count; i++) {
    const template = DEMO_PROPERTIES[i % DEMO_PROPERTIES.length]!.fields;
    const status = STATUSES[i % STATUSES.length]!;
    const municipality = MUNICIPALITIES[(i * 5) % MUNICIPALITIES.length]!;
    const fields: PropertyFields = {
      ...template,
      status,
      municipalityId: municipality.id,
      price:
        status === 'rent' || status === 'rented'
          ? 1_000_000 + ((i * 37_000) % 9_000_000)
          : 150_000_000 + ((i * 7_919_000) % 1_800_000_000),
      bedrooms: template.bedrooms === null ? null : 1 + (i % 5),
      code: `SYN-${i}`,
    };
    const listedAt = new Date(now - i * 60_000).toISOString();
    await store.append(
      `property-syn-${i}`,
      [{ type: 'PropertyListed', data: { propertyId: `syn-${i}`, listedAt, ...fields }, metadata: metadata(listedAt) }],
      { expected: 'no_stream' },
    );
  }
  return { municipalityId: MUNICIPALITIES[0]!.id };
}
