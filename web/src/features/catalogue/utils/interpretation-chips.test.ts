import { describe, expect, it } from 'vitest';
import type { MasterDataNames } from '../api/get-master-data';
import { aiAnswer } from '../testing';
import { interpretationChips, type Interpretation } from './interpretation-chips';
import { truncateQuery } from './truncate-query';

const NAMES: MasterDataNames = {
  propertyTypes: new Map([
    ['apartamento', 'Apartamento'],
    ['casa', 'Casa'],
  ]),
  municipalities: new Map([
    ['bogota', 'Bogotá'],
    ['chia', 'Chía'],
  ]),
  characteristics: new Map([
    ['piscina', 'Piscina'],
    ['zona-bbq', 'Zona BBQ'],
    ['admite-mascotas', 'Admite mascotas'],
  ]),
};

const NOTHING: Interpretation = aiAnswer('').interpretation;

const labels = (interpretation: Partial<Interpretation>) =>
  interpretationChips({ ...NOTHING, ...interpretation }, NAMES).map((chip) => chip.label);
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('interpretation chips', () => {
  it('shows nothing when nothing was understood', () => {
    expect(labels({})).toEqual([]);
  });

  it('says how far a place asked to be near reaches when it is searched by distance', () => {
    const circle = (km: number) => ({ lat: 4.6, lng: -74.08, km });
    expect(
      labels({
        near: { municipalityIds: ['bogota', 'chia'], neighbourhoods: ['Chapinero', 'El Poblado'] },
        nearAreas: [
          { kind: 'municipality', place: 'bogota', municipalityIds: ['bogota', 'chia'], circle: circle(35) },
          // Chía's seat unknown here: no circle, said as before.
          { kind: 'municipality', place: 'chia', municipalityIds: ['chia'], circle: null },
          { kind: 'neighbourhood', place: 'Chapinero', municipalityIds: ['bogota'], circle: circle(2) },
          { kind: 'neighbourhood', place: 'El Poblado', municipalityIds: ['medellin'], circle: circle(1.5) },
        ],
      }),
    ).toEqual([
      'A menos de 35 km de Bogotá',
      'Cerca de Chía',
      'A menos de 2 km del sector Chapinero',
      'A menos de 1,5 km del sector El Poblado',
    ]);
  });

  it('says a place asked to be near, and a price relative to the market with its figure when resolved', () => {
    expect(
      labels({ near: { municipalityIds: ['bogota'], neighbourhoods: ['El Poblado'] }, priceLevel: 'low' }),
    ).toEqual(['Cerca de Bogotá', 'Cerca del sector El Poblado', 'Económico']);
    expect(labels({ priceLevel: 'high' })).toEqual(['De lujo']);
    const resolved = interpretationChips({ ...NOTHING, priceLevel: 'low' }, NAMES, 'Económico: hasta $ 300.000.000');
    expect(resolved.map((chip) => chip.label)).toEqual(['Económico: hasta $ 300.000.000']);
  });

  it('reads a typical query: operation, type, place, neighbourhood, bedrooms', () => {
    expect(
      labels({
        operation: 'rent',
        statuses: ['rent'],
        propertyTypeIds: ['apartamento'],
        municipalityIds: ['bogota'],
        neighbourhoods: ['Chapinero'],
        bedrooms: { min: 3, max: 3 },
      }),
    ).toEqual(['En alquiler', 'Apartamento', 'Bogotá', 'Sector Chapinero', '3 habitaciones']);
  });

  it('shows every place asked for, and what was refused as exclusions', () => {
    const chips = interpretationChips(
      {
        ...NOTHING,
        propertyTypeIds: ['apartamento'],
        municipalityIds: ['bogota', 'chia'],
        excluded: { propertyTypeIds: ['casa'], municipalityIds: [], neighbourhoods: ['Suba'] },
        unknownPlaces: [{ name: 'Tunja', department: 'Boyacá' }],
        floor: { min: 2 },
      },
      NAMES,
    );
    expect(chips.map((chip) => [chip.label, chip.tone])).toEqual([
      ['Apartamento', 'include'],
      ['Bogotá', 'include'],
      ['Chía', 'include'],
      ['Tunja (sin propiedades)', 'unknown'],
      ['Excepto casa', 'exclude'],
      ['Excepto sector Suba', 'exclude'],
      ['Desde el segundo piso', 'include'],
    ]);
  });

  it('shows closed statuses, not the default open ones', () => {
    expect(labels({ statuses: ['sold'] })).toEqual(['Vendido']);
  });

  it('writes price ranges in COP, monthly for rent', () => {
    expect(labels({ price: { max: 300_000_000 } }).map(nbsp)).toEqual(['Hasta $ 300.000.000']);
    expect(
      labels({ operation: 'rent', statuses: ['rent'], price: { min: 1_000_000, max: 3_000_000 } }).map(nbsp),
    ).toEqual(['En alquiler', '$ 1.000.000 a $ 3.000.000/mes']);
    expect(labels({ price: { min: 500_000_000 } }).map(nbsp)).toEqual(['Más de $ 500.000.000']);
  });

  it('writes the other ranges in words, singular when one', () => {
    expect(
      labels({
        bedrooms: { min: 2 },
        bathrooms: { min: 1, max: 1 },
        parkingSpaces: { max: 0 },
        area: { min: 80, max: 120 },
        stratum: { min: 4, max: 5 },
      }),
    ).toEqual(['Desde 2 habitaciones', '1 baño', 'Sin parqueaderos', '80 a 120 m²', 'Estrato 4 a 5']);
    expect(labels({ area: { min: 1500 }, stratum: { min: 3 }, parkingSpaces: { min: 2 } })).toEqual([
      'Desde 2 parqueaderos',
      'Desde 1.500 m²',
      'Estrato 3 o más',
    ]);
  });

  it('names antiquity, remodelled, exchange and featured', () => {
    expect(labels({ antiquity: 'nuevo', isRemodeled: true, acceptsExchange: true, featured: true })).toEqual([
      'Para estrenar',
      'Remodelado',
      'Acepta permuta',
      'Destacadas',
    ]);
    expect(labels({ antiquity: 'mas-30-anos' })).toEqual(['Más de 30 años de antigüedad']);
  });

  it('lists characteristics wanted and unwanted by name, and the free text', () => {
    const chips = interpretationChips(
      {
        ...NOTHING,
        characteristics: { include: ['piscina', 'desconocida'], exclude: ['admite-mascotas', 'zona-bbq'] },
        text: 'cerca al parque',
      },
      NAMES,
    );
    expect(chips.map((chip) => [chip.label, chip.tone])).toEqual([
      ['Piscina', 'include'],
      ['desconocida', 'include'],
      ['sin admite mascotas', 'exclude'],
      ['sin zona BBQ', 'exclude'],
      ['“cerca al parque”', 'include'],
    ]);
  });

  it('shows ids as they are until the names arrive', () => {
    const empty: MasterDataNames = { propertyTypes: new Map(), municipalities: new Map(), characteristics: new Map() };
    expect(
      interpretationChips({ ...NOTHING, propertyTypeIds: ['casa'], municipalityIds: ['chia'] }, empty).map(
        (chip) => chip.label,
      ),
    ).toEqual(['casa', 'chia']);
  });

  it('gives every chip its own key', () => {
    const chips = interpretationChips(
      {
        ...NOTHING,
        propertyTypeIds: ['apartamento', 'casa'],
        characteristics: { include: ['piscina'], exclude: ['piscina'] },
      },
      NAMES,
    );
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });
});

describe('query badge', () => {
  it('keeps short queries and cuts long ones at 30 characters with an ellipsis', () => {
    expect(truncateQuery('casa en Chía')).toBe('casa en Chía');
    expect(truncateQuery('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateQuery('apartamento en arriendo en Chapinero con 3 habitaciones')).toBe(
      'apartamento en arriendo en Cha...',
    );
  });
});
