import { describe, expect, it } from 'vitest';
import { listingFields } from '../../services/domain/property/test-support/listing-fields.js';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { catalogueIndexProjection } from './projection.js';

const fields = listingFields({
  code: 'CASA-1',
  title: 'Casa campestre en Envigado',
  description: 'Con jardín',
  address: 'Carrera 43 # 38 Sur-20, Zúñiga, Envigado',
  price: 1_200_000_000,
  status: 'sale',
  propertyTypeId: 'casa',
  municipalityId: 'envigado',
  bedrooms: 4,
  bathrooms: 3,
  area: 240,
  parkingSpaces: 2,
  stratum: 6,
  acceptsExchange: true,
  characteristicIds: ['jardin'],
});

const stream = 'property-p1';
const added = (kind: string, id: string, name: string) => ({
  stream: `${kind}-${id}`,
  event: { type: 'MasterDataItemAdded', data: { kind, id, name, addedAt: '2026-11-01T09:00:00.000Z' } },
});
const history = [
  added('property-type', 'casa', 'Casa'),
  added('municipality', 'envigado', 'Envigado'),
  added('characteristic', 'jardin', 'Jardín'),
  {
    stream,
    event: { type: 'PropertyListed', data: { propertyId: 'p1', listedAt: '2026-11-01T10:00:00.000Z', ...fields } },
  },
  {
    stream,
    event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: '2026-11-02T10:00:00.000Z' } },
  },
  {
    stream,
    event: {
      type: 'PropertyRestored',
      data: {
        propertyId: 'p1',
        listedAt: '2026-11-01T10:00:00.000Z',
        restoredAt: '2026-11-03T10:00:00.000Z',
        ...fields,
      },
    },
  },
];
const log = recordLog(history);

describe('catalogue index projection', () => {
  it('leaves a delisted listing out of the catalogue', async () => {
    expect((await project(catalogueIndexProjection, log.slice(0, 5))).has('p1')).toBe(false);
  });

  it('puts a restored listing back, searchable by its names again', async () => {
    const doc = (await project(catalogueIndexProjection, log)).get('p1');
    expect(doc).toMatchObject({
      title: 'Casa campestre en Envigado',
      propertyTypeName: 'Casa',
      municipalityName: 'Envigado',
      characteristicNames: ['Jardín'],
      neighbourhood: 'Zúñiga',
      pricePerM2: 5_000_000,
      availabilityRank: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-03T10:00:00.000Z',
      version: 3,
    });
  });

  it('ranks a sold listing after those on the market, and has no price per m² without an area', async () => {
    const revised = recordLog([
      ...history,
      {
        stream,
        event: {
          type: 'PropertyRevised',
          data: { propertyId: 'p1', changes: { status: 'sold', area: null }, revisedAt: '2026-11-04T10:00:00.000Z' },
        },
      },
    ]);
    expect((await project(catalogueIndexProjection, revised)).get('p1')).toMatchObject({
      availabilityRank: 1,
      pricePerM2: null,
    });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(catalogueIndexProjection, log);
  });
});
