import type { PropertyFields } from '../events.js';

/** A listing's fields as a test writes them: what it is about, the optional ones empty unless it says otherwise. */
export const listingFields = (
  fields: Pick<PropertyFields, 'title' | 'address' | 'price' | 'status' | 'propertyTypeId' | 'municipalityId'> &
    Partial<PropertyFields>,
): PropertyFields => ({
  code: null,
  description: '',
  bedrooms: null,
  bathrooms: null,
  area: null,
  builtArea: null,
  privateArea: null,
  parkingSpaces: null,
  stratum: null,
  administration: null,
  floor: null,
  totalFloors: null,
  antiquity: null,
  acceptsExchange: false,
  isRemodeled: false,
  featured: false,
  photos: [],
  plans: [],
  matterportUrl: null,
  videoUrl: null,
  characteristicIds: [],
  location: null,
  ...fields,
});
