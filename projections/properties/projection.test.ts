import { describe, expect, it } from 'vitest';
import type { PropertyFields } from '../../services/domain/property/events.js';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { propertiesProjection } from './projection.js';

const fields: PropertyFields = {
  code: 'APT-1',
  title: 'Apartamento en Chapinero',
  description: 'Luminoso',
  address: 'Calle 63 # 9-45, Chapinero, Bogotá',
  price: 450_000_000,
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'bogota',
  bedrooms: 3,
  bathrooms: 2,
  area: 85,
  builtArea: 90,
  privateArea: 85,
  parkingSpaces: 1,
  stratum: 4,
  administration: 350_000,
  floor: 5,
  totalFloors: 12,
  antiquity: '6-10-anos',
  acceptsExchange: false,
  isRemodeled: true,
  featured: false,
  photos: [],
  plans: [],
  matterportUrl: null,
  videoUrl: null,
  characteristicIds: ['ascensor'],
  location: { lat: 4.6486, lng: -74.0628, exact: false },
};

const stream = 'property-p1';
const log = recordLog([
  {
    stream,
    event: { type: 'PropertyListed', data: { propertyId: 'p1', listedAt: '2026-11-01T10:00:00.000Z', ...fields } },
  },
  {
    stream,
    event: {
      type: 'PropertyRevised',
      data: {
        propertyId: 'p1',
        changes: { price: 430_000_000, featured: true },
        revisedAt: '2026-11-02T10:00:00.000Z',
      },
    },
  },
  {
    stream,
    event: {
      type: 'PropertyPhotosReplaced',
      data: {
        propertyId: 'p1',
        photos: ['/photos/a.webp'],
        plans: ['/photos/plano.webp'],
        replacedAt: '2026-11-03T10:00:00.000Z',
      },
    },
  },
]);

/** The log above, then delisted and restored as it was when delisted. */
const delistedAndRestored = recordLog([
  ...log.map((event) => ({ stream, event: { type: event.type, data: event.data } })),
  {
    stream,
    event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: '2026-11-04T10:00:00.000Z' } },
  },
  {
    stream,
    event: {
      type: 'PropertyRestored',
      data: {
        propertyId: 'p1',
        listedAt: '2026-11-01T10:00:00.000Z',
        restoredAt: '2026-11-05T10:00:00.000Z',
        ...fields,
        price: 430_000_000,
        featured: true,
        photos: ['/photos/a.webp'],
      },
    },
  },
]);

describe('properties projection', () => {
  it('keeps the current listing with its version and dates', async () => {
    const doc = (await project(propertiesProjection, log)).get('p1');
    expect(doc).toMatchObject({
      id: 'p1',
      price: 430_000_000,
      featured: true,
      photos: ['/photos/a.webp'],
      plans: ['/photos/plano.webp'],
      title: 'Apartamento en Chapinero',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-03T10:00:00.000Z',
      version: 3,
    });
    expect(doc).not.toHaveProperty('propertyId');
    expect(doc).not.toHaveProperty('listedAt');
  });

  it('removes a delisted property', async () => {
    const delisted = recordLog([
      ...log.map((event) => ({ stream, event: { type: event.type, data: event.data } })),
      {
        stream,
        event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: '2026-11-04T10:00:00.000Z' } },
      },
    ]);
    expect((await project(propertiesProjection, delisted)).has('p1')).toBe(false);
  });

  it('brings a restored property back as it was, counting its version on', async () => {
    const doc = (await project(propertiesProjection, delistedAndRestored)).get('p1');
    expect(doc).toMatchObject({
      id: 'p1',
      price: 430_000_000,
      photos: ['/photos/a.webp'],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-05T10:00:00.000Z',
      version: 5,
    });
    expect(doc).not.toHaveProperty('restoredAt');
    expect(doc).not.toHaveProperty('listedAt');
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(propertiesProjection, log);
    await expectHandledTwiceChangesNothing(propertiesProjection, delistedAndRestored);
  });

  it('follows the publication and the asesor, each change dated', async () => {
    const placed = recordLog([
      ...log.map((event) => ({ stream, event: { type: event.type, data: event.data } })),
      { stream, event: { type: 'PropertyPaused', data: { propertyId: 'p1', pausedAt: '2026-11-06T10:00:00.000Z' } } },
      {
        stream,
        event: {
          type: 'PropertyPublicationScheduled',
          data: { propertyId: 'p1', publishAt: '2026-12-01T13:00:00.000Z', scheduledAt: '2026-11-07T10:00:00.000Z' },
        },
      },
      {
        stream,
        event: {
          type: 'PropertyAgentAssigned',
          data: { propertyId: 'p1', agentId: 'u-ana', assignedAt: '2026-11-08T10:00:00.000Z' },
        },
      },
    ]);
    expect((await project(propertiesProjection, placed)).get('p1')).toMatchObject({
      publication: 'scheduled',
      publishAt: '2026-12-01T13:00:00.000Z',
      agentId: 'u-ana',
      updatedAt: '2026-11-08T10:00:00.000Z',
      version: 6,
    });
    await expectHandledTwiceChangesNothing(propertiesProjection, placed);
  });
});
