import { describe, expect, it } from 'vitest';
import { PropertyCreateSchema, type PropertyDto } from '../../../lib/api-contract';
import { changedFields, EMPTY_PROPERTY_FORM, formValuesFromProperty, updateBody } from './property-form-values';

const listing: PropertyDto = {
  id: 'p1',
  slug: 'apartamento-p1',
  code: 'APT-1',
  title: 'Apartamento en Chapinero',
  description: 'Luminoso',
  address: 'Calle 60 # 9-30',
  price: '450000000',
  status: 'sale',
  propertyTypeId: 'apartamento',
  municipalityId: 'bogota',
  propertyType: { id: 'apartamento', name: 'Apartamento' },
  municipality: { id: 'bogota', name: 'Bogotá' },
  bedrooms: 3,
  bathrooms: 2,
  area: '85.5',
  builtArea: null,
  privateArea: null,
  parkingSpaces: 1,
  stratum: 4,
  administration: '350000',
  floor: 5,
  totalFloors: null,
  antiquity: '6-10-anos',
  acceptsExchange: false,
  isRemodeled: true,
  featured: false,
  photos: ['/photos/a'],
  plans: [],
  matterportUrl: null,
  videoUrl: null,
  characteristicIds: ['balcon'],
  characteristics: [{ id: 'balcon', name: 'Balcón' }],
  pricePerM2: null,
  location: { lat: 4.6486, lng: -74.0628, approximate: true },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 4,
};

describe('the property form values', () => {
  it('start a new listing for sale with nothing else chosen, which the API refuses with SPEC §5 messages', () => {
    const result = PropertyCreateSchema.safeParse(EMPTY_PROPERTY_FORM);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Título es requerido',
        'Dirección es requerida',
        'Precio es requerido',
        'Tipo de propiedad es requerido',
        'Municipio es requerido',
      ]),
    );
    expect(EMPTY_PROPERTY_FORM.status).toBe('sale');
  });

  it('read a listing back as the API reads it: the same listing, whatever was typed as text', () => {
    const values = formValuesFromProperty(listing);
    expect(values.area).toBe('85,5');
    expect(values.totalFloors).toBe('');
    const parsed = PropertyCreateSchema.parse({ ...values, price: '450.000.000' });
    expect(parsed).toMatchObject({ price: 450000000, area: 85.5, totalFloors: null, bedrooms: 3, stratum: 4 });
  });

  it('send only what the admin changed, with the version they started from', () => {
    const base = formValuesFromProperty(listing);
    const typed = { ...base, price: '470000000', title: ' Apartamento en Chapinero ', featured: true, photos: [] };
    expect(changedFields(base, typed)).toEqual(['price', 'featured', 'photos']);
    expect(updateBody(base, typed, listing.version)).toEqual({
      price: '470000000',
      featured: true,
      photos: [],
      version: 4,
    });
  });
});
