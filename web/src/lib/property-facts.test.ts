import { describe, expect, it } from 'vitest';
import { propertyFacts } from './property-facts';
import { bareListing } from './testing';

const bare = bareListing();

describe('propertyFacts', () => {
  it('says nothing about what the listing leaves out', () => {
    expect(propertyFacts(bare)).toEqual([]);
  });

  it('labels and formats every known fact in Spanish, leaving the costs to the cost block', () => {
    const facts = propertyFacts({
      ...bare,
      bedrooms: 3,
      bathrooms: 0,
      area: '85.5',
      stratum: 4,
      administration: '350000',
      floor: 3,
      totalFloors: 10,
      antiquity: '6-10-anos',
      isRemodeled: true,
    });
    expect(Object.fromEntries(facts.map(({ label, value }) => [label, value]))).toEqual({
      Habitaciones: '3',
      Baños: '0',
      Área: '85,5 m²',
      Piso: '3 de 10',
      Antigüedad: '6 a 10 años',
      Remodelado: 'Sí',
    });
  });

  it('writes areas and floors as Colombians read them', () => {
    const facts = propertyFacts({ ...bare, area: '42000', totalFloors: 1 });
    expect(Object.fromEntries(facts.map(({ label, value }) => [label, value]))).toEqual({
      Área: '42.000 m²',
      Pisos: '1',
    });
  });
});
