import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ANTIQUITY_VALUES, PROPERTY_STATUSES } from '../../domain/property/events.js';

/*
 * The evaluation sets are data: JSON fixtures in sets/, one per set, each with what it is (`about`: its header as
 * written, with its conventions and history; `status`) and its cases. This module reads them and checks their shape,
 * so a case with a misspelt field or a wrong type stops the tests and the evaluation instead of scoring a default.
 */

const RangeSchema = z.strictObject({ min: z.number().optional(), max: z.number().optional() });
const ids = z.array(z.string());

/** What a case expects; a field left out means its default (see `withDefaults` in compare.ts). */
const ExpectationSchema = z.strictObject({
  operation: z.enum(['sale', 'rent']).nullable().optional(),
  statuses: z.array(z.enum(PROPERTY_STATUSES)).optional(),
  propertyTypeIds: ids.optional(),
  municipalityIds: ids.optional(),
  neighbourhoods: ids.optional(),
  price: RangeSchema.nullable().optional(),
  bedrooms: RangeSchema.nullable().optional(),
  bathrooms: RangeSchema.nullable().optional(),
  parkingSpaces: RangeSchema.nullable().optional(),
  area: RangeSchema.nullable().optional(),
  stratum: RangeSchema.nullable().optional(),
  floor: RangeSchema.nullable().optional(),
  antiquity: z.enum(ANTIQUITY_VALUES).nullable().optional(),
  isRemodeled: z.boolean().nullable().optional(),
  acceptsExchange: z.boolean().nullable().optional(),
  featured: z.boolean().nullable().optional(),
  characteristics: z.strictObject({ include: ids, exclude: ids }).optional(),
  excluded: z
    .strictObject({ propertyTypeIds: ids.optional(), municipalityIds: ids.optional(), neighbourhoods: ids.optional() })
    .optional(),
  /** Names only: the department is not scored. */
  unknownPlaces: ids.optional(),
  /** Places asked to be near, not in ("finca cerca de Bogotá"): catalogue municipality ids, neighbourhood names. */
  near: z.strictObject({ municipalityIds: ids.optional(), neighbourhoods: ids.optional() }).optional(),
  /** "barato", "económico" → low; "de lujo", "exclusivo" → high: relative to the market, resolved at search time. */
  priceLevel: z.enum(['low', 'high']).nullable().optional(),
});
export type Expectation = z.infer<typeof ExpectationSchema>;

/** The ten categories every blind set from the first to the sixth was written in. */
export const BLIND_SET_CATEGORIES = [
  'basic',
  'price',
  'rooms',
  'features',
  'negation',
  'unknown-places',
  'english',
  'typos',
  'chatty',
  'adversarial',
] as const;

/** The composition set's (issue 27): what people compose and a list of phrases cannot cover. */
export const COMPOSITION_CATEGORIES = [
  'negated-comparative',
  'direction',
  'post-posed-refusal',
  'double-negation',
  'negation-scope',
  'proximity',
  'relative-price',
  'furnished',
  'slang',
  'numbers-in-words',
  'english',
  'chatty',
  'long-message',
] as const;

export const CATEGORIES = [...new Set([...BLIND_SET_CATEGORIES, ...COMPOSITION_CATEGORIES])] as [
  (typeof BLIND_SET_CATEGORIES)[number] | (typeof COMPOSITION_CATEGORIES)[number],
  ...Array<(typeof BLIND_SET_CATEGORIES)[number] | (typeof COMPOSITION_CATEGORIES)[number]>,
];

const CaseFields = {
  /** The heading the case was written under, when it says more than the category. */
  section: z.string().optional(),
  query: z.string(),
  expected: ExpectationSchema,
  /** Why the case expects what it does, where that is not obvious. */
  note: z.string().optional(),
};

const SetFields = {
  /** What eval:search calls it in its summary. */
  name: z.string(),
  /** What eval:search heads its report with: the set and what it is now. */
  title: z.string(),
  /** The set's header, line by line: how and when it was written, its conventions, its history. */
  about: z.array(z.string()),
};

const DevelopmentSetSchema = z.strictObject({
  ...SetFields,
  /** The parser is tuned on it: its score says what was fixed, not how well new queries are read. */
  status: z.literal('tuned-on'),
  cases: z.array(z.strictObject(CaseFields)),
});

const TestSetSchema = z.strictObject({
  ...SetFields,
  /** Written blind. Frozen: no fix has been guided by it, its score is honest; spent: its failures guided a fix. */
  status: z.enum(['frozen', 'spent']),
  cases: z.array(z.strictObject({ ...CaseFields, category: z.enum(CATEGORIES) })),
});

export type DevelopmentCase = z.infer<typeof DevelopmentSetSchema>['cases'][number];
export type TestCase = z.infer<typeof TestSetSchema>['cases'][number];

/** The fixture files: the development set, then the frozen test sets in the order they were written. */
export const DEVELOPMENT_SET_FILE = 'queries.json';
export const TEST_SET_FILES = [
  'held-out-queries.json',
  'second-held-out-queries.json',
  'third-held-out-queries.json',
  'fourth-held-out-queries.json',
  'fifth-held-out-queries.json',
  'sixth-held-out-queries.json',
  'composition-queries.json',
  'seventh-held-out-queries.json',
  'eighth-held-out-queries.json',
  'ninth-held-out-queries.json',
  'tenth-held-out-queries.json',
  'eleventh-held-out-queries.json',
  'twelfth-held-out-queries.json',
  'thirteenth-held-out-queries.json',
  'fourteenth-held-out-queries.json',
  'fifteenth-held-out-queries.json',
  'sixteenth-held-out-queries.json',
] as const;
export const SETS_DIRECTORY = new URL('./sets/', import.meta.url);

function readSet<S extends z.ZodType>(schema: S, file: string): z.infer<S> & { file: string } {
  const parsed = schema.safeParse(JSON.parse(readFileSync(new URL(file, SETS_DIRECTORY), 'utf8')));
  if (!parsed.success) throw new Error(`sets/${file} does not have the shape of an evaluation set: ${parsed.error}`);
  return { ...(parsed.data as object), file } as z.infer<S> & { file: string };
}

export const DEVELOPMENT_SET = readSet(DevelopmentSetSchema, DEVELOPMENT_SET_FILE);
export const TEST_SETS = TEST_SET_FILES.map((file) => readSet(TestSetSchema, file));
