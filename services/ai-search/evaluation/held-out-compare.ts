import type { Interpretation, Range } from '../interpretation.js';
import { sameRange, sameSet, sameText, type SlotOutcome } from './compare.js';
import type { HeldOutExpectation } from './held-out-queries.js';

/** The slots the held-out set scores: the development set's, with several places, exclusions, floor and unknown places. */
export const HELD_OUT_SLOTS = [
  'operation',
  'statuses',
  'propertyTypeIds',
  'municipalityIds',
  'neighbourhoods',
  'price',
  'bedrooms',
  'bathrooms',
  'parkingSpaces',
  'area',
  'stratum',
  'floor',
  'antiquity',
  'isRemodeled',
  'acceptsExchange',
  'featured',
  'characteristics.include',
  'characteristics.exclude',
  'excluded.propertyTypeIds',
  'excluded.municipalityIds',
  'excluded.neighbourhoods',
  'unknownPlaces',
] as const;
type HeldOutSlot = (typeof HELD_OUT_SLOTS)[number];

type HeldOutView = Required<Omit<HeldOutExpectation, 'excluded'>> & {
  excluded: { propertyTypeIds: string[]; municipalityIds: string[]; neighbourhoods: string[] };
};

/** Relative tolerance on each side of a price range (1 %), as on the development set. */
const PRICE_TOLERANCE = 0.01;

/**
 * What the parser answered, in the held-out set's terms. Fields the interpretation does not have yet (several
 * places, exclusions, floor, unknown places) read as not understood: that is what a visitor gets today.
 */
export function heldOutView(interpretation: Interpretation): HeldOutView {
  return {
    operation: interpretation.operation,
    statuses: interpretation.statuses,
    propertyTypeIds: interpretation.propertyTypeIds,
    municipalityIds: interpretation.municipalityId ? [interpretation.municipalityId] : [],
    neighbourhoods: interpretation.neighbourhood ? [interpretation.neighbourhood] : [],
    price: interpretation.price,
    bedrooms: interpretation.bedrooms,
    bathrooms: interpretation.bathrooms,
    parkingSpaces: interpretation.parkingSpaces,
    area: interpretation.area,
    stratum: interpretation.stratum,
    floor: null,
    antiquity: interpretation.antiquity,
    isRemodeled: interpretation.isRemodeled,
    acceptsExchange: interpretation.acceptsExchange,
    featured: interpretation.featured,
    characteristics: interpretation.characteristics,
    excluded: { propertyTypeIds: [], municipalityIds: [], neighbourhoods: [] },
    unknownPlaces: [],
  };
}

/** A case's expectation with every field it leaves out at its default (nothing asked for). */
function withDefaults(expected: HeldOutExpectation): HeldOutView {
  const operation = expected.operation ?? null;
  return {
    operation,
    statuses: expected.statuses ?? (operation ? [operation] : ['sale', 'rent']),
    propertyTypeIds: expected.propertyTypeIds ?? [],
    municipalityIds: expected.municipalityIds ?? [],
    neighbourhoods: expected.neighbourhoods ?? [],
    price: expected.price ?? null,
    bedrooms: expected.bedrooms ?? null,
    bathrooms: expected.bathrooms ?? null,
    parkingSpaces: expected.parkingSpaces ?? null,
    area: expected.area ?? null,
    stratum: expected.stratum ?? null,
    floor: expected.floor ?? null,
    antiquity: expected.antiquity ?? null,
    isRemodeled: expected.isRemodeled ?? null,
    acceptsExchange: expected.acceptsExchange ?? null,
    featured: expected.featured ?? null,
    characteristics: {
      include: expected.characteristics?.include ?? [],
      exclude: expected.characteristics?.exclude ?? [],
    },
    excluded: {
      propertyTypeIds: expected.excluded?.propertyTypeIds ?? [],
      municipalityIds: expected.excluded?.municipalityIds ?? [],
      neighbourhoods: expected.excluded?.neighbourhoods ?? [],
    },
    unknownPlaces: expected.unknownPlaces ?? [],
  };
}

function slotValue(view: HeldOutView, slot: HeldOutSlot): unknown {
  if (slot === 'characteristics.include') return view.characteristics.include;
  if (slot === 'characteristics.exclude') return view.characteristics.exclude;
  if (slot === 'excluded.propertyTypeIds') return view.excluded.propertyTypeIds;
  if (slot === 'excluded.municipalityIds') return view.excluded.municipalityIds;
  if (slot === 'excluded.neighbourhoods') return view.excluded.neighbourhoods;
  return view[slot];
}

/** Place names are compared without accents or case; sets ignore order. */
const sameTexts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.some((other) => sameText(name, other)));

function slotMatches(slot: HeldOutSlot, expected: unknown, actual: unknown): boolean {
  switch (slot) {
    case 'neighbourhoods':
    case 'excluded.neighbourhoods':
    case 'unknownPlaces':
      return sameTexts(expected as string[], actual as string[]);
    case 'statuses':
    case 'propertyTypeIds':
    case 'municipalityIds':
    case 'characteristics.include':
    case 'characteristics.exclude':
    case 'excluded.propertyTypeIds':
    case 'excluded.municipalityIds':
      return sameSet(expected as string[], actual as string[]);
    case 'price':
      return sameRange(expected as Range | null, actual as Range | null, PRICE_TOLERANCE);
    case 'bedrooms':
    case 'bathrooms':
    case 'parkingSpaces':
    case 'area':
    case 'stratum':
    case 'floor':
      return sameRange(expected as Range | null, actual as Range | null);
    default:
      return (expected ?? null) === (actual ?? null);
  }
}

/** Scores every held-out slot of one answer against one case's expectation. */
export function compareHeldOut(expected: HeldOutExpectation, actual: HeldOutView): SlotOutcome[] {
  const want = withDefaults(expected);
  return HELD_OUT_SLOTS.map((slot) => {
    const wanted = slotValue(want, slot);
    const got = slotValue(actual, slot);
    return { slot, correct: slotMatches(slot, wanted, got), expected: wanted, actual: got };
  });
}
