import { CHARACTERISTICS, MUNICIPALITIES, PROPERTY_TYPES } from '../../demo-catalogue/master-data.js';
import { NEIGHBOURHOODS } from '../../demo-catalogue/neighbourhoods.js';
import type { Vocabulary } from '../understanding/vocabulary.js';

/**
 * The vocabulary the parser would read from the live read models, built from the demo seed instead:
 * master data as seeded, and every (neighbourhood, municipality) pair the demo addresses use. A name shared
 * by several municipalities ("Centro", "Centro Histórico") appears once per municipality.
 */
export function vocabularyFromSeed(): Vocabulary {
  const item = ({ id, name }: { id: string; name: string }) => ({ id, name });
  return {
    propertyTypes: PROPERTY_TYPES.map(item),
    municipalities: MUNICIPALITIES.map(item),
    characteristics: CHARACTERISTICS.map(item),
    neighbourhoods: Object.entries(NEIGHBOURHOODS).flatMap(([municipalityId, list]) =>
      list.map((neighbourhood) => ({ name: neighbourhood.name, municipalityId })),
    ),
  };
}
