import { describe, expect, it } from 'vitest';
import { listingFields } from '../../domain/property/test-support/listing-fields.js';
import type { RecordedEvent } from '../../../infra/ports/event-store.js';
import { recordLog } from '../../../projections/runner/testing.js';
import { parseActor } from '../../command-handling/actor.js';
import { foldPropertyHistory, nameHistory, type HistoryNames } from './property-history.js';

const fields = listingFields({
  title: 'Apartamento en Chapinero',
  address: 'Calle 63 # 9-45, Chapinero, Bogotá',
  price: 450_000_000,
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'bogota',
  bedrooms: 3,
  area: 85.5,
  photos: ['/photos/a.webp'],
  characteristicIds: ['ascensor'],
});

const stream = 'property-p1';
const at = (day: number) => `2026-11-0${day}T10:00:00.000Z`;
const actors = ['user:u1', 'token:t1', 'user:u1', 'user:u2', 'system'];

/** Created by a user, revised by a token, photos by the user, deleted by another user, restored by the system. */
const log: RecordedEvent[] = recordLog([
  { stream, event: { type: 'PropertyListed', data: { propertyId: 'p1', listedAt: at(1), ...fields } } },
  {
    stream,
    event: {
      type: 'PropertyRevised',
      data: {
        propertyId: 'p1',
        changes: { price: 430_000_000, propertyTypeId: 'casa', characteristicIds: ['ascensor', 'piscina'] },
        revisedAt: at(2),
      },
    },
  },
  {
    stream,
    event: {
      type: 'PropertyPhotosReplaced',
      data: {
        propertyId: 'p1',
        photos: ['/photos/b.webp', '/photos/a.webp'],
        plans: ['/photos/plano.webp'],
        replacedAt: at(3),
      },
    },
  },
  { stream, event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: at(4) } } },
  {
    stream,
    event: {
      type: 'PropertyRestored',
      data: {
        propertyId: 'p1',
        listedAt: at(1),
        restoredAt: at(5),
        ...fields,
        price: 430_000_000,
        propertyTypeId: 'casa',
        characteristicIds: ['ascensor', 'piscina'],
        photos: ['/photos/b.webp', '/photos/a.webp'],
        plans: ['/photos/plano.webp'],
      },
    },
  },
]).map((event, index) => ({
  ...event,
  metadata: { ...event.metadata, actor: actors[index]!, occurredAt: at(index + 1) },
}));

describe('property history', () => {
  it('folds the stream into entries, newest first, each revision with the values it replaced', () => {
    const history = foldPropertyHistory(log);
    expect(history).toMatchObject({ propertyId: 'p1', title: 'Apartamento en Chapinero', deleted: false });
    expect(history!.entries.map((entry) => [entry.version, entry.kind, entry.at, entry.actor])).toEqual([
      [5, 'restored', at(5), { kind: 'system', id: 'system' }],
      [4, 'deleted', at(4), { kind: 'user', id: 'u2' }],
      [3, 'photos', at(3), { kind: 'user', id: 'u1' }],
      [2, 'revised', at(2), { kind: 'token', id: 't1' }],
      [1, 'created', at(1), { kind: 'user', id: 'u1' }],
    ]);
    const [restored, deleted, photos, revised, created] = history!.entries;
    expect(revised!.changes).toEqual([
      { field: 'price', before: 450_000_000, after: 430_000_000 },
      { field: 'propertyTypeId', before: 'apartamento', after: 'casa' },
      { field: 'characteristicIds', before: ['ascensor'], after: ['ascensor', 'piscina'] },
    ]);
    expect(photos!.changes).toEqual([
      { field: 'photos', before: ['/photos/a.webp'], after: ['/photos/b.webp', '/photos/a.webp'] },
      { field: 'plans', before: [], after: ['/photos/plano.webp'] },
    ]);
    expect(deleted!.changes).toEqual([]);
    // Restored as it was deleted: nothing differs.
    expect(restored!.changes).toEqual([]);
    // A creation lists the values it started with, leaving empty ones out (false is a value).
    expect(created!.changes).toContainEqual({ field: 'title', before: null, after: 'Apartamento en Chapinero' });
    expect(created!.changes).toContainEqual({ field: 'featured', before: null, after: false });
    expect(created!.changes.map((change) => change.field)).not.toContain('code');
    expect(created!.changes.map((change) => change.field)).not.toContain('description');
    expect(created!.changes.map((change) => change.field)).not.toContain('bathrooms');
  });

  it('says a listing is deleted, under the title it was deleted with', () => {
    const renamed = log.map((event, index) =>
      index === 1
        ? { ...event, data: { ...event.data, changes: { title: 'Casa en Chapinero' } } }
        : index === 4
          ? { ...event, data: { ...event.data, title: 'Casa en Chapinero' } }
          : event,
    );
    const history = foldPropertyHistory(renamed.slice(0, 4));
    expect(history).toMatchObject({ title: 'Casa en Chapinero', deleted: true });
    expect(history!.entries[0]!.kind).toBe('deleted');
  });

  it('has no history for an empty stream, nor for a master-data stream a property id can name', () => {
    expect(foldPropertyHistory([])).toBeNull();
    const masterData = recordLog([
      {
        stream: 'property-type-casa',
        event: { type: 'MasterDataItemAdded', data: { kind: 'property-type', id: 'casa', name: 'Casa', addedAt: 'x' } },
      },
    ]);
    expect(foldPropertyHistory(masterData)).toBeNull();
  });

  it('names actors and the master data ids point at, keeping raw values', async () => {
    const actorNames: Record<string, string> = { 'user:u1': 'Ana', 'token:t1': 'CRM' };
    const itemNames: Record<string, string> = {
      'property-type:apartamento': 'Apartamento',
      'property-type:casa': 'Casa',
      'characteristic:ascensor': 'Ascensor',
    };
    const names: HistoryNames = {
      actor: async (ref) => actorNames[`${ref.kind}:${ref.id}`] ?? ref.id,
      masterData: async (kind, id) => itemNames[`${kind}:${id}`] ?? null,
    };
    const named = await nameHistory(foldPropertyHistory(log)!, names);
    const revised = named.entries[3]!;
    expect(revised.actor).toEqual({ kind: 'token', id: 't1', name: 'CRM' });
    expect(revised.changes).toEqual([
      { field: 'price', before: 450_000_000, after: 430_000_000 },
      { field: 'propertyTypeId', before: 'apartamento', after: 'casa', beforeLabel: 'Apartamento', afterLabel: 'Casa' },
      {
        field: 'characteristicIds',
        before: ['ascensor'],
        after: ['ascensor', 'piscina'],
        beforeLabel: 'Ascensor',
        // An unknown id is shown as it is.
        afterLabel: 'Ascensor, piscina',
      },
    ]);
    const created = named.entries[4]!;
    expect(created.actor.name).toBe('Ana');
    expect(created.changes).toContainEqual({
      field: 'municipalityId',
      before: null,
      after: 'bogota',
      afterLabel: 'bogota',
    });
    expect(named.entries[3]!.changes[0]).not.toHaveProperty('beforeLabel');
  });
});

describe('actors', () => {
  it('reads the actor as actorOf writes it', () => {
    expect(parseActor('user:abc')).toEqual({ kind: 'user', id: 'abc' });
    expect(parseActor('token:t-1')).toEqual({ kind: 'token', id: 't-1' });
    expect(parseActor('visitor')).toEqual({ kind: 'visitor', id: 'visitor' });
    expect(parseActor('system')).toEqual({ kind: 'system', id: 'system' });
  });
});
