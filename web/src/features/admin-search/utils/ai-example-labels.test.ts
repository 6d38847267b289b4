import { describe, expect, it } from 'vitest';
import { CATEGORY_LABEL, exampleContext } from './ai-example-labels';

const names = {
  propertyTypes: new Map([['apartamento', 'Apartamento']]),
  municipalities: new Map([['bogota', 'Bogotá']]),
};

describe('AI search examples as the admin reads them', () => {
  it('names SPEC §5’s categories in Spanish', () => {
    expect(CATEGORY_LABEL).toEqual({ general: 'General', luxury: 'Lujo', economic: 'Económico', family: 'Familiar' });
  });

  it('says what an example is tied to by name, nothing when it fits any search', () => {
    expect(exampleContext({ propertyTypeId: 'apartamento', municipalityId: 'bogota', status: 'rent' }, names)).toEqual([
      'Apartamento',
      'Bogotá',
      'Arriendo',
    ]);
    expect(exampleContext({ propertyTypeId: 'lote', municipalityId: null, status: null }, names)).toEqual(['lote']);
    expect(exampleContext({ propertyTypeId: null, municipalityId: null, status: null }, names)).toEqual([]);
  });
});
