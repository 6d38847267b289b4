import { describe, expect, it } from 'vitest';
import { listingFields } from '../../services/domain/property/test-support/listing-fields.js';
import type { PropertyFields } from '../../services/domain/property/events.js';
import type { SavedSearchCriteria, SavedSearchFrequency } from '../../services/domain/saved-search/events.js';
import type { DomainEvent } from '../../services/domain/shared/decider.js';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { alertMatchesProjection, colombianDay, type AlertLookup, type AlertMatchesDocument } from './projection.js';

const fields = listingFields({
  code: 'APTO-1',
  title: 'Apartamento con balcón en Laureles',
  description: 'Luminoso, cerca del estadio',
  address: 'Carrera 76 # 33-10, Laureles, Medellín',
  price: 400_000_000,
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'medellin',
  bedrooms: 3,
  bathrooms: 2,
  area: 90,
  parkingSpaces: 1,
  stratum: 4,
  characteristicIds: ['piscina'],
});

type Entry = { stream: string; event: DomainEvent<string, object> };
const at = (day: number, hour = 10) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const added = (kind: string, id: string, name: string): Entry => ({
  stream: `${kind}-${id}`,
  event: { type: 'MasterDataItemAdded', data: { kind, id, name, addedAt: at(1, 8) } },
});
const created = (
  searchId: string,
  criteria: SavedSearchCriteria,
  frequency: SavedSearchFrequency = 'immediate',
): Entry => ({
  stream: `saved-search-${searchId}`,
  event: {
    type: 'SavedSearchCreated',
    data: {
      searchId,
      email: `${searchId}@correo.co`,
      frequency,
      filters: null,
      query: null,
      criteria,
      chips: [],
      dataPolicy: { acceptedAt: at(1, 9), policyVersion: null },
      createdAt: at(1, 9),
    },
  },
});
const confirmed = (searchId: string): Entry => ({
  stream: `saved-search-${searchId}`,
  event: { type: 'SavedSearchConfirmed', data: { searchId, confirmedAt: at(1, 9) } },
});
const listed = (
  propertyId: string,
  changes: Partial<PropertyFields> = {},
  publication = 'published',
  day = 2,
): Entry => ({
  stream: `property-${propertyId}`,
  event: {
    type: 'PropertyListed',
    data: { propertyId, listedAt: at(day), ...fields, ...changes, publication, publishAt: null, agentId: null },
  },
});
const revised = (propertyId: string, changes: Partial<PropertyFields>, day: number): Entry => ({
  stream: `property-${propertyId}`,
  event: { type: 'PropertyRevised', data: { propertyId, changes, revisedAt: at(day) } },
});
const published = (propertyId: string, day: number): Entry => ({
  stream: `property-${propertyId}`,
  event: { type: 'PropertyPublished', data: { propertyId, publishedAt: at(day), scheduledFor: null } },
});
const paused = (propertyId: string, day: number): Entry => ({
  stream: `property-${propertyId}`,
  event: { type: 'PropertyPaused', data: { propertyId, pausedAt: at(day) } },
});

const medellinSale: SavedSearchCriteria = {
  filter: { $and: [{ status: 'sale' }, { municipalityId: 'medellin' }, { price: { $lte: 450_000_000 } }] },
  text: null,
};
const master = [
  added('property-type', 'apartamento', 'Apartamento'),
  added('municipality', 'medellin', 'Medellín'),
  added('characteristic', 'piscina', 'Piscina'),
];

const matchesOf = async (entries: Entry[]) => {
  const docs = await project(alertMatchesProjection, recordLog(entries));
  return (id: string) =>
    ((docs.get(id) as AlertMatchesDocument | undefined)?.matches ?? []).map(({ alertId, reason, price }) => ({
      alertId,
      reason,
      price,
    }));
};

describe('alert matches projection', () => {
  it('matches a newly published listing to confirmed alerts whose criteria it fits, never to pending ones', async () => {
    const matches = await matchesOf([
      ...master,
      created('a1', medellinSale),
      confirmed('a1'),
      created('pending', medellinSale),
      created('bogota', { filter: { municipalityId: 'bogota' }, text: null }),
      confirmed('bogota'),
      listed('p1'),
      listed('p2', { price: 900_000_000 }),
    ]);
    expect(matches('p1')).toEqual([{ alertId: 'a1', reason: 'new', price: 400_000_000 }]);
    expect(matches('p2')).toEqual([]);
  });

  it('matches a draft when it is published, and never again as new after a pause', async () => {
    const matches = await matchesOf([
      ...master,
      created('a1', medellinSale),
      confirmed('a1'),
      listed('p1', {}, 'draft'),
      published('p1', 3),
      paused('p1', 4),
      published('p1', 5),
    ]);
    expect(matches('p1')).toEqual([{ alertId: 'a1', reason: 'new', price: 400_000_000 }]);
  });

  it('does not match listings published before the alert was confirmed', async () => {
    const matches = await matchesOf([...master, created('a1', medellinSale), listed('p1'), confirmed('a1')]);
    expect(matches('p1')).toEqual([]);
  });

  it('sends a price drop of at least 5 % while published, once per new price', async () => {
    const matches = await matchesOf([
      ...master,
      created('a1', medellinSale),
      confirmed('a1'),
      listed('p1'),
      revised('p1', { price: 390_000_000 }, 3), // −2.5 %: no
      revised('p1', { price: 370_500_000 }, 4), // −5 % of 390 M exactly: yes
      revised('p1', { price: 400_000_000 }, 5), // up again
      revised('p1', { price: 370_500_000 }, 6), // the same drop again: already sent
      paused('p1', 7),
      revised('p1', { price: 300_000_000 }, 8), // while paused: no
      published('p1', 9), // published again: not new again, and no drop either
    ]);
    expect(matches('p1')).toEqual([
      { alertId: 'a1', reason: 'new', price: 400_000_000 },
      { alertId: 'a1', reason: 'price-drop', price: 370_500_000 },
    ]);
  });

  it('sends a drop that brings a listing into an alert’s price range', async () => {
    const matches = await matchesOf([
      ...master,
      created('a1', medellinSale),
      confirmed('a1'),
      listed('p1', { price: 500_000_000 }),
      revised('p1', { price: 440_000_000 }, 3),
    ]);
    expect(matches('p1')).toEqual([{ alertId: 'a1', reason: 'price-drop', price: 440_000_000 }]);
  });

  it('matches free text the way the catalogue reads it (names, accents, plurals) and records frequency and day', async () => {
    const log = recordLog([
      ...master,
      created('text', { filter: null, text: 'piscinas medellin' }, 'daily'),
      confirmed('text'),
      created('miss', { filter: null, text: 'chimenea' }),
      confirmed('miss'),
      listed('p1', {}, 'published', 3),
    ]);
    const doc = (await project(alertMatchesProjection, log)).get('p1') as AlertMatchesDocument;
    expect(doc.matches).toEqual([
      {
        alertId: 'text',
        reason: 'new',
        price: 400_000_000,
        previousPrice: null,
        frequency: 'daily',
        position: String(log.at(-1)!.position),
        at: at(3),
        day: '2026-11-03',
      },
    ]);
  });

  it('stops matching an unsubscribed alert, and follows a change of frequency', async () => {
    const docs = await project(
      alertMatchesProjection,
      recordLog([
        ...master,
        created('a1', medellinSale),
        confirmed('a1'),
        created('a2', medellinSale),
        confirmed('a2'),
        {
          stream: 'saved-search-a1',
          event: { type: 'SavedSearchDeleted', data: { searchId: 'a1', reason: 'unsubscribe', deletedAt: at(1, 11) } },
        },
        {
          stream: 'saved-search-a2',
          event: {
            type: 'SavedSearchFrequencyChanged',
            data: { searchId: 'a2', frequency: 'daily', changedAt: at(1, 11) },
          },
        },
        listed('p1'),
      ]),
    );
    expect((docs.get('p1') as AlertMatchesDocument).matches.map((match) => [match.alertId, match.frequency])).toEqual([
      ['a2', 'daily'],
    ]);
  });

  it('remembers what was sent across a delisting and restoring', async () => {
    const matches = await matchesOf([
      ...master,
      created('a1', medellinSale),
      confirmed('a1'),
      listed('p1'),
      { stream: 'property-p1', event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: at(3) } } },
      {
        stream: 'property-p1',
        event: {
          type: 'PropertyRestored',
          data: {
            propertyId: 'p1',
            listedAt: at(2),
            restoredAt: at(4),
            ...fields,
            publication: 'published',
            publishAt: null,
            agentId: null,
          },
        },
      },
    ]);
    expect(matches('p1')).toEqual([{ alertId: 'a1', reason: 'new', price: 400_000_000 }]);
  });

  it('is a Colombian day: 03:00 UTC is still the day before in Bogotá', () => {
    expect(colombianDay('2026-11-03T03:00:00.000Z')).toBe('2026-11-02');
  });

  it('folds an alert into a new lookup, leaving the one it was given as it was (a failed batch folds again from it)', () => {
    const fold = (lookup: AlertLookup, entry: Entry) =>
      alertMatchesProjection.lookup!.fold(lookup, recordLog([entry])[0]!);
    const none = alertMatchesProjection.lookup!.initial();
    const pending = fold(none, created('a1', medellinSale));
    const live = fold(pending, confirmed('a1'));
    expect([...live.alerts.keys()]).toEqual(['a1']);
    expect(live.pending.size).toBe(0);
    expect(pending.alerts.size).toBe(0);
    expect([...pending.pending.keys()]).toEqual(['a1']);
    expect(none.pending.size).toBe(0);
  });

  it('processed twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(
      alertMatchesProjection,
      recordLog([
        ...master,
        created('a1', medellinSale),
        confirmed('a1'),
        listed('p1'),
        revised('p1', { price: 350_000_000 }, 3),
      ]),
    );
  });
});
