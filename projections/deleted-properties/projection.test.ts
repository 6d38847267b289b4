import { describe, expect, it } from 'vitest';
import { listingFields } from '../../services/domain/property/test-support/listing-fields.js';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { deletedPropertiesProjection } from './projection.js';

const fields = listingFields({
  code: 'APT-9',
  title: 'Apartamento en Laureles',
  address: 'Circular 1 # 70-10, Laureles, Medellín',
  price: 380_000_000,
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'medellin',
  bedrooms: 2,
  bathrooms: 2,
  area: 70,
  parkingSpaces: 1,
  stratum: 5,
  administration: 300_000,
  floor: 3,
  totalFloors: 8,
});

const stream = 'property-p1';
const events = [
  {
    stream,
    event: { type: 'PropertyListed', data: { propertyId: 'p1', listedAt: '2026-11-01T10:00:00.000Z', ...fields } },
  },
  {
    stream,
    event: {
      type: 'PropertyRevised',
      data: { propertyId: 'p1', changes: { title: 'Apartamento remodelado en Laureles', price: 1 }, revisedAt: 'x' },
    },
  },
  {
    stream,
    event: {
      type: 'PropertyPhotosReplaced',
      data: { propertyId: 'p1', photos: ['/photos/a.webp'], plans: [], replacedAt: 'y' },
    },
  },
  {
    stream,
    event: { type: 'PropertyDelisted', data: { propertyId: 'p1', delistedAt: '2026-11-04T10:00:00.000Z' } },
  },
];
const restored = {
  stream,
  event: {
    type: 'PropertyRestored',
    data: {
      propertyId: 'p1',
      listedAt: '2026-11-01T10:00:00.000Z',
      restoredAt: '2026-11-05T10:00:00.000Z',
      ...fields,
      title: 'Apartamento remodelado en Laureles',
    },
  },
};

describe('deleted properties projection', () => {
  it('says which listing was deleted, when and by whom', async () => {
    const doc = (await project(deletedPropertiesProjection, recordLog(events))).get('p1');
    expect(doc).toMatchObject({
      title: 'Apartamento remodelado en Laureles',
      code: 'APT-9',
      address: 'Circular 1 # 70-10, Laureles, Medellín',
      deleted: true,
      deletedAt: '2026-11-04T10:00:00.000Z',
      deletedBy: 'user:admin',
    });
  });

  it('counts a restored listing as listed again', async () => {
    const doc = (await project(deletedPropertiesProjection, recordLog([...events, restored]))).get('p1');
    expect(doc).toMatchObject({ title: 'Apartamento remodelado en Laureles', deleted: false, deletedAt: null });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(deletedPropertiesProjection, recordLog([...events, restored]));
  });
});
