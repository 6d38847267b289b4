import type { Interpretation, Range } from '../interpretation.js';

/** What a case expects; a field left out means its default (see `withDefaults`). */
export type ExpectedInterpretation = Partial<
  Omit<
    Interpretation,
    'text' | 'notes' | 'relatedTypeIds' | 'excluded' | 'unknownPlaces' | 'near' | 'nearbyMunicipalityIds' | 'nearAreas'
  >
> & {
  excluded?: Partial<Interpretation['excluded']>;
  near?: Partial<Interpretation['near']>;
  /** Names only: the department is not scored. */
  unknownPlaces?: string[];
};
/** An interpretation as scored: unknown places by name. */
export type StructuredInterpretation = Omit<
  Interpretation,
  'text' | 'notes' | 'relatedTypeIds' | 'unknownPlaces' | 'nearbyMunicipalityIds' | 'nearAreas'
> & {
  unknownPlaces: string[];
};

/** The slots scored, one per constraint; characteristics count as two (asked for, refused). */
export const SLOTS = [
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
  'near.municipalityIds',
  'near.neighbourhoods',
  'priceLevel',
] as const;
export type Slot = (typeof SLOTS)[number];

/** Relative tolerance allowed on each side of a price range (1 %). */
const PRICE_TOLERANCE = 0.01;

/**
 * Fills what a case leaves out: no operation, on-the-market statuses (narrowed to the operation when one is
 * set), no types, no place, no ranges, no flags, no characteristics.
 */
export function withDefaults(expected: ExpectedInterpretation): StructuredInterpretation {
  const operation = expected.operation ?? null;
  return {
    operation,
    statuses: expected.statuses ?? (operation ? [operation] : ['sale', 'rent']),
    propertyTypeIds: expected.propertyTypeIds ?? [],
    municipalityIds: expected.municipalityIds ?? [],
    neighbourhoods: expected.neighbourhoods ?? [],
    unknownPlaces: expected.unknownPlaces ?? [],
    near: {
      municipalityIds: expected.near?.municipalityIds ?? [],
      neighbourhoods: expected.near?.neighbourhoods ?? [],
    },
    priceLevel: expected.priceLevel ?? null,
    excluded: {
      propertyTypeIds: expected.excluded?.propertyTypeIds ?? [],
      municipalityIds: expected.excluded?.municipalityIds ?? [],
      neighbourhoods: expected.excluded?.neighbourhoods ?? [],
    },
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
  };
}

/** Same members, order and duplicates ignored. */
export function sameSet<T>(a: readonly T[] | null | undefined, b: readonly T[] | null | undefined): boolean {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

/** Lower case, no accents, single spaces: "El Peñón" and "el penon" are the same neighbourhood. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  return foldText(a) === foldText(b);
}

const isBound = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A range with no bound says nothing: it equals null. */
function boundsOf(range: Range | null | undefined): { min?: number; max?: number } | null {
  if (!range) return null;
  const bounds: { min?: number; max?: number } = {};
  if (isBound(range.min)) bounds.min = range.min;
  if (isBound(range.max)) bounds.max = range.max;
  return bounds.min === undefined && bounds.max === undefined ? null : bounds;
}

/**
 * Same open/closed sides and bounds equal within `tolerance` (relative to the expected bound; 0 = exact).
 * `{}` counts as null.
 */
export function sameRange(
  expected: Range | null | undefined,
  actual: Range | null | undefined,
  tolerance = 0,
): boolean {
  const want = boundsOf(expected);
  const got = boundsOf(actual);
  if (want === null || got === null) return want === got;
  const close = (w: number | undefined, g: number | undefined) =>
    w === undefined || g === undefined ? w === g : Math.abs(w - g) <= Math.abs(w) * tolerance;
  return close(want.min, got.min) && close(want.max, got.max);
}

/** The value of one slot, for comparing and for printing. */
function slotValue(interpretation: StructuredInterpretation, slot: Slot): unknown {
  if (slot === 'characteristics.include') return interpretation.characteristics.include;
  if (slot === 'characteristics.exclude') return interpretation.characteristics.exclude;
  if (slot === 'excluded.propertyTypeIds') return interpretation.excluded.propertyTypeIds;
  if (slot === 'excluded.municipalityIds') return interpretation.excluded.municipalityIds;
  if (slot === 'excluded.neighbourhoods') return interpretation.excluded.neighbourhoods;
  if (slot === 'near.municipalityIds') return interpretation.near.municipalityIds;
  if (slot === 'near.neighbourhoods') return interpretation.near.neighbourhoods;
  return interpretation[slot];
}

/** Place names compared without accents, case or order: "El Peñón" and "el penon" are one neighbourhood. */
const sameTexts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.some((other) => sameText(name, other)));

/** Whether `actual` fills `slot` as `expected` (already completed with `withDefaults`) says. */
function slotMatches(slot: Slot, expected: StructuredInterpretation, actual: StructuredInterpretation): boolean {
  const want = slotValue(expected, slot);
  const got = slotValue(actual, slot);
  switch (slot) {
    case 'neighbourhoods':
    case 'excluded.neighbourhoods':
    case 'near.neighbourhoods':
    case 'unknownPlaces':
      return sameTexts(want as string[], got as string[]);
    case 'statuses':
    case 'propertyTypeIds':
    case 'municipalityIds':
    case 'characteristics.include':
    case 'characteristics.exclude':
    case 'excluded.propertyTypeIds':
    case 'excluded.municipalityIds':
    case 'near.municipalityIds':
      return sameSet(want as string[], got as string[]);
    case 'price':
      return sameRange(expected.price, actual.price, PRICE_TOLERANCE);
    case 'bedrooms':
    case 'bathrooms':
    case 'parkingSpaces':
    case 'area':
    case 'stratum':
    case 'floor':
      return sameRange(expected[slot], actual[slot]);
    default:
      return (want ?? null) === (got ?? null);
  }
}

export interface SlotOutcome {
  slot: string;
  correct: boolean;
  expected: unknown;
  actual: unknown;
}

/** Scores every slot of one answer against one case's expectation. */
export function compareInterpretation(expected: ExpectedInterpretation, interpretation: Interpretation): SlotOutcome[] {
  const want = withDefaults(expected);
  const actual: StructuredInterpretation = {
    ...interpretation,
    unknownPlaces: interpretation.unknownPlaces.map((place) => place.name),
  };
  return SLOTS.map((slot) => ({
    slot,
    correct: slotMatches(slot, want, actual),
    expected: slotValue(want, slot),
    actual: slotValue(actual, slot),
  }));
}

export interface CaseResult {
  query: string;
  note?: string;
  outcomes: SlotOutcome[];
  /** Set when the parser threw. */
  error?: string;
}

export interface EvaluationSummary {
  total: number;
  perSlot: Array<{ slot: string; correct: number; total: number }>;
  /** Cases with every slot right. */
  fullyCorrect: number;
  failures: CaseResult[];
}

export function summarize(results: readonly CaseResult[], slots: readonly string[] = SLOTS): EvaluationSummary {
  const perSlot = slots.map((slot) => ({
    slot,
    correct: results.filter((result) => result.outcomes.find((outcome) => outcome.slot === slot)?.correct).length,
    total: results.length,
  }));
  const failures = results.filter(
    (result) => result.error !== undefined || result.outcomes.some((outcome) => !outcome.correct),
  );
  return { total: results.length, perSlot, fullyCorrect: results.length - failures.length, failures };
}

const show = (value: unknown) => JSON.stringify(value ?? null);

/** What a failing case read wrong, a line per slot, or what the parser threw. */
export function wrongSlots(result: CaseResult): string[] {
  if (result.error !== undefined) return [`threw: ${result.error}`];
  return result.outcomes
    .filter((outcome) => !outcome.correct)
    .map((outcome) => `${outcome.slot}: expected ${show(outcome.expected)}, got ${show(outcome.actual)}`);
}

/** The slots whose refusals mirror what is asked for: an id on the wrong side is a reading turned over. */
const MIRRORED: ReadonlyArray<readonly [Slot, Slot]> = [
  ['propertyTypeIds', 'excluded.propertyTypeIds'],
  ['municipalityIds', 'excluded.municipalityIds'],
  ['neighbourhoods', 'excluded.neighbourhoods'],
  ['characteristics.include', 'characteristics.exclude'],
];
const RANGES: readonly Slot[] = ['price', 'bedrooms', 'bathrooms', 'parkingSpaces', 'area', 'stratum', 'floor'];

/**
 * Where a reading asks for the opposite of what the words say, worse than a miss: a bound on the other side ("no
 * más de X" read as "desde X"), the ground floor or parking asked for when refused (or the reverse), something
 * refused that was asked for (or the reverse), the other operation. Each as "slot: expected → got".
 */
export function inversionsOf(outcomes: readonly SlotOutcome[]): string[] {
  const of = (slot: Slot) => outcomes.find((outcome) => outcome.slot === slot);
  const inverted: string[] = [];
  const say = (slot: string, expected: unknown, actual: unknown) =>
    inverted.push(`${slot}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  for (const slot of RANGES) {
    const outcome = of(slot);
    const want = boundsOf(outcome?.expected as Range | null);
    const got = boundsOf(outcome?.actual as Range | null);
    if (!outcome || outcome.correct || !want || !got) continue;
    const oneSided = (range: Range, side: 'min' | 'max') =>
      range[side] !== undefined && range[side === 'min' ? 'max' : 'min'] === undefined;
    const opposite = (oneSided(want, 'min') && oneSided(got, 'max')) || (oneSided(want, 'max') && oneSided(got, 'min'));
    const apart = (want.max ?? Infinity) < (got.min ?? -Infinity) || (got.max ?? Infinity) < (want.min ?? -Infinity);
    if (opposite || ((slot === 'floor' || slot === 'parkingSpaces') && apart))
      say(slot, outcome.expected, outcome.actual);
  }
  for (const [asked, refused] of MIRRORED) {
    const [wantAsked, gotAsked, wantRefused, gotRefused] = [
      of(asked)?.expected,
      of(asked)?.actual,
      of(refused)?.expected,
      of(refused)?.actual,
    ].map((value) => (value as string[] | undefined) ?? []);
    const flipped = [
      ...wantAsked!.filter((id) => gotRefused!.some((other) => sameText(id, other))),
      ...wantRefused!.filter((id) => gotAsked!.some((other) => sameText(id, other))),
    ];
    if (flipped.length > 0) say(`${asked}/${refused}`, flipped, 'the other side');
  }
  const level = of('priceLevel');
  if (level?.expected && level.actual && level.expected !== level.actual)
    say('priceLevel', level.expected, level.actual);
  const operation = of('operation');
  if (operation?.expected && operation.actual && operation.expected !== operation.actual)
    say('operation', operation.expected, operation.actual);
  return inverted;
}
