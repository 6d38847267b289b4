import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { photoIdIn, photoReferencesProjection } from './projection.js';

const A = 'AAAAAAAAAAAAAAAAAAAAAA';
const B = 'BBBBBBBBBBBBBBBBBBBBB_';
const C = 'CCCCCCCCCCCCCCCCCCCCC-';
const D = 'DDDDDDDDDDDDDDDDDDDDDD';
const E = 'EEEEEEEEEEEEEEEEEEEEEE';
const F = 'FFFFFFFFFFFFFFFFFFFFFF';
const G = 'GGGGGGGGGGGGGGGGGGGGGG';

const listed = (propertyId: string, photos: string[], plans: string[] = []) => ({
  stream: `property-${propertyId}`,
  event: {
    type: 'PropertyListed',
    data: { propertyId, photos, plans, title: 'Casa', listedAt: '2026-11-01T10:00:00.000Z' },
  },
});

const log = recordLog([
  listed('p1', [`/photos/${A}`, 'https://images.example.com/casa.jpg', '/public-objects/fachada.jpg']),
  listed('p2', []),
  {
    stream: 'property-p1',
    event: {
      type: 'PropertyPhotosReplaced',
      data: { propertyId: 'p1', photos: [`/photos/${B}?w=640`], plans: [`/photos/${F}`], replacedAt: '' },
    },
  },
  {
    stream: 'property-p2',
    event: { type: 'PropertyRevised', data: { propertyId: 'p2', changes: { title: 'Otra' }, revisedAt: '' } },
  },
  {
    stream: 'property-p2',
    event: {
      type: 'PropertyRevised',
      data: {
        propertyId: 'p2',
        changes: { photos: [`https://portal.example/photos/${C}`], plans: [`/photos/${G}`] },
        revisedAt: '',
      },
    },
  },
  { stream: 'property-p2', event: { type: 'PropertyDelisted', data: { propertyId: 'p2', delistedAt: '' } } },
  listed('p3', [`/photos/${D}/extra`]),
  {
    stream: 'property-p2',
    event: {
      type: 'PropertyRestored',
      data: { propertyId: 'p2', photos: [`/photos/${E}`], plans: [], listedAt: '', restoredAt: '' },
    },
  },
]);

describe('photo references projection', () => {
  it('remembers every uploaded photo and plan a listing ever named, also after it was replaced, delisted or restored', async () => {
    const docs = await project(photoReferencesProjection, log);
    expect(docs.get('p1')).toMatchObject({ id: 'p1', photoIds: [A, B, F] });
    expect(docs.get('p2')).toMatchObject({ id: 'p2', photoIds: [C, G, E] });
    expect(docs.get('p3')).toMatchObject({ id: 'p3', photoIds: [D] });
  });

  it('finds our photo ids in relative and absolute addresses, and nothing in others', () => {
    expect(photoIdIn(`/photos/${A}`)).toBe(A);
    expect(photoIdIn(`/photos/${A}?w=320`)).toBe(A);
    expect(photoIdIn(`https://portal.example/photos/${A}`)).toBe(A);
    expect(photoIdIn(`/photos/${A}x`)).toBeNull();
    expect(photoIdIn('/photos/corto')).toBeNull();
    expect(photoIdIn('/public-objects/fachada.jpg')).toBeNull();
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(photoReferencesProjection, log);
  });
});
