import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { foldText } from './compare.js';
import type { HeldOutExpectation } from './held-out-queries.js';
import { vocabularyFromSeed } from './vocabulary-from-seed.js';

const vocabulary = vocabularyFromSeed();
const typeIds = new Set(vocabulary.propertyTypes.map((t) => t.id));
const municipalityIds = new Set(vocabulary.municipalities.map((m) => m.id));
const characteristicIds = new Set(vocabulary.characteristics.map((c) => c.id));
const neighbourhoodNames = new Set(vocabulary.neighbourhoods.map((n) => n.name));
const catalogueNames = new Set(vocabulary.municipalities.map((m) => foldText(m.name)));
/** The national list of municipalities: [DANE code, name, department]. */
const nationalNames = new Set(
  (
    JSON.parse(
      readFileSync(new URL('../understanding/colombia/municipalities.json', import.meta.url), 'utf8'),
    ) as string[][]
  ).map((row) => row[1]),
);

/**
 * A test set's case names only what the demo vocabulary has (ids, neighbourhoods spelled exactly), and its unknown
 * places are Colombian municipalities, spelled as the national list spells them, with no listings in the catalogue.
 */
export function expectNamesInVocabulary(expected: HeldOutExpectation): void {
  const excluded = expected.excluded ?? {};
  for (const id of [...(expected.propertyTypeIds ?? []), ...(excluded.propertyTypeIds ?? [])])
    expect(typeIds, `type ${id}`).toContain(id);
  for (const id of [...(expected.municipalityIds ?? []), ...(excluded.municipalityIds ?? [])])
    expect(municipalityIds, `municipality ${id}`).toContain(id);
  const { include = [], exclude = [] } = expected.characteristics ?? {};
  for (const id of [...include, ...exclude]) expect(characteristicIds, `characteristic ${id}`).toContain(id);
  for (const name of [...(expected.neighbourhoods ?? []), ...(excluded.neighbourhoods ?? [])])
    expect(neighbourhoodNames, `neighbourhood ${name} (exact spelling)`).toContain(name);
  for (const name of expected.unknownPlaces ?? []) {
    expect(nationalNames, `unknown place ${name} (national spelling)`).toContain(name);
    expect(catalogueNames).not.toContain(foldText(name));
  }
}
