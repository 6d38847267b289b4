import { describe, expect, it } from 'vitest';
import type { MasterDataNames } from '../api/get-master-data';
import { aiAnswer } from '../testing';
import { aiAlert, catalogueAlert } from './alert-search';
import { DEFAULT_FILTERS } from './filter-state';

const NAMES: MasterDataNames = {
  propertyTypes: new Map([['apartamento', 'Apartamento']]),
  municipalities: new Map([['medellin', 'Medellín']]),
  characteristics: new Map([['piscina', 'Piscina']]),
};
const nbsp = (chips: string[]) => chips.map((chip) => chip.replace(/\u00a0/g, ' '));

describe('the alert for what is on screen', () => {
  it('takes the catalogue’s filters as the API reads them, and its text search, with their words', () => {
    const alert = catalogueAlert(
      {
        ...DEFAULT_FILTERS,
        status: 'rent',
        municipality: 'medellin',
        price: '1000000-3000000',
        characteristics: 'piscina',
        search: ' balcón ',
        bbox: '-75.7,6.1,-75.5,6.3',
      },
      NAMES,
    );
    // Not the map's zone: an alert keeps only what it can say in words.
    expect(alert.filters).toEqual({
      status: 'rent',
      municipality: 'medellin',
      price: '1000000-3000000',
      characteristics: 'piscina',
      search: 'balcón',
    });
    expect(nbsp(alert.chips)).toEqual([
      'En alquiler',
      'Medellín',
      '$ 1.000.000 a $ 3.000.000/mes',
      'Piscina',
      '“balcón”',
    ]);
  });

  it('has nothing to offer an alert for with no filter chosen', () => {
    expect(catalogueAlert(DEFAULT_FILTERS, NAMES).chips).toEqual([]);
  });

  it('takes an AI answer’s query and understood constraints, never its leftover words or unknown places', () => {
    const { interpretation } = aiAnswer('apartamento en Medellín con piscina');
    const alert = aiAlert(
      'apartamento en Medellín con piscina',
      {
        ...interpretation,
        propertyTypeIds: ['apartamento'],
        municipalityIds: ['medellin'],
        characteristics: { include: ['piscina'], exclude: [] },
        unknownPlaces: [{ name: 'Manizales', department: 'Caldas' }],
        text: 'vista',
      },
      { ...DEFAULT_FILTERS, status: 'sale' },
      NAMES,
    );
    expect(alert).toEqual({
      query: 'apartamento en Medellín con piscina',
      filters: { status: 'sale' },
      chips: ['Apartamento', 'Medellín', 'Piscina', 'En venta'],
    });
  });
});
