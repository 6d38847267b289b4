import { z } from 'zod';
import { ANTIQUITY_VALUES, PROPERTY_STATUSES } from '../../domain/property/events.js';
import { requiredText } from './common.js';
import { PropertyListQuery, PropertySchema } from './property.js';

/** How many results one answer carries; "Ver más resultados" asks for the next ones with `offset`. */
export const AI_RESULTS_PAGE_SIZE = 24;

/** The longest query read: a WhatsApp message pasted whole. */
export const AI_QUERY_MAX_CHARACTERS = 1000;
export const AI_QUERY_TOO_LONG = 'La búsqueda puede tener hasta 1.000 caracteres.';

export const AiSearchInput = z.object({
  query: requiredText('Escribe qué estás buscando.', AI_QUERY_MAX_CHARACTERS, { maxMessage: AI_QUERY_TOO_LONG }),
  /**
   * The catalogue's filters chosen before switching to AI search (GET /api/properties' parameters): they narrow its
   * results as they narrow the list, and are never dropped to find something.
   */
  filters: PropertyListQuery.omit({
    page: true,
    limit: true,
    search: true,
    ids: true,
    sortBy: true,
    sortOrder: true,
    near: true,
  })
    .partial()
    .optional(),
  /** Results already shown: the answer starts after them. */
  offset: z
    .number({ error: 'offset debe ser un número entero.' })
    .int('offset debe ser un número entero.')
    .min(0, 'offset no puede ser negativo.')
    .max(10_000, 'offset puede ser como máximo 10000.')
    .default(0),
});

const RangeSchema = z.object({ min: z.number().optional(), max: z.number().optional() }).nullable();

export const InterpretationSchema = z.object({
  operation: z.enum(['sale', 'rent']).nullable(),
  statuses: z.array(z.enum(PROPERTY_STATUSES)),
  propertyTypeIds: z.array(z.string()),
  /** Narrower types searched too ("casa" finds a casa campestre), said in `notes`. */
  relatedTypeIds: z.array(z.string()),
  municipalityIds: z.array(z.string()),
  neighbourhoods: z.array(z.string()),
  /** Colombian places named with no listings in the catalogue; `department` null when the place is one. */
  unknownPlaces: z.array(z.object({ name: z.string(), department: z.string().nullable() })),
  /** Places asked to be near, not in ("finca cerca de Bogotá"): catalogue municipality ids and neighbourhood names. */
  near: z.object({ municipalityIds: z.array(z.string()), neighbourhoods: z.array(z.string()) }),
  /** The municipalities searched for `near`: each place's own and those within reach of it (said in `notes`). */
  nearbyMunicipalityIds: z.array(z.string()),
  /**
   * What is searched for each place in `near`: with a point for it (a municipality's seat, a barrio's centre), the
   * listings within `circle.km` of it, its own, and those without a point in `municipalityIds`; without one, the
   * listings in `municipalityIds`.
   */
  nearAreas: z.array(
    z.object({
      kind: z.enum(['municipality', 'neighbourhood']),
      place: z.string().describe('El id del municipio o el nombre del barrio, como en near'),
      municipalityIds: z.array(z.string()),
      circle: z.object({ lat: z.number(), lng: z.number(), km: z.number() }).nullable(),
    }),
  ),
  /** "barato" (`low`) or "de lujo" (`high`), against the market of what was asked; its figure is said in `notes`. */
  priceLevel: z.enum(['low', 'high']).nullable(),
  /** What the visitor refused ("que no sea en Bogotá", "no quiero casa"): never shown, never relaxed. */
  excluded: z.object({
    propertyTypeIds: z.array(z.string()),
    municipalityIds: z.array(z.string()),
    neighbourhoods: z.array(z.string()),
  }),
  price: RangeSchema,
  bedrooms: RangeSchema,
  bathrooms: RangeSchema,
  parkingSpaces: RangeSchema,
  area: RangeSchema,
  /** Only the ground floor asked for ({ min: 1, max: 1 }) or refused ({ min: 2 }). */
  floor: RangeSchema,
  stratum: RangeSchema,
  antiquity: z.enum(ANTIQUITY_VALUES).nullable(),
  isRemodeled: z.boolean().nullable(),
  acceptsExchange: z.boolean().nullable(),
  featured: z.boolean().nullable(),
  characteristics: z.object({ include: z.array(z.string()), exclude: z.array(z.string()) }),
  /** How an ambiguous wording was read, in Spanish (a bare amount as a ceiling, the operation from the price…). */
  notes: z.array(z.string()),
  text: z.string(),
});

type NearArea = z.infer<typeof InterpretationSchema>['nearAreas'][number];

/**
 * The chip of a place asked to be near (the answer's and an alert's say it alike): how far it reaches when searched by
 * distance ("A menos de 35 km de Bogotá", "A menos de 2 km del sector Chapinero"), else "Cerca de Bogotá". `name`: the
 * municipality's name, or the barrio's.
 */
export function nearChipLabel(kind: NearArea['kind'], name: string, area: NearArea | undefined): string {
  const place = kind === 'municipality' ? name : `del sector ${name}`;
  if (!area?.circle) return kind === 'municipality' ? `Cerca de ${place}` : `Cerca ${place}`;
  const km = area.circle.km.toLocaleString('es-CO', { maximumFractionDigits: 1 });
  return kind === 'municipality' ? `A menos de ${km} km de ${place}` : `A menos de ${km} km ${place}`;
}

/** The area searched for a place of `near`, if the interpretation has it. */
export const nearAreaOf = (
  interpretation: { nearAreas?: readonly NearArea[] },
  kind: NearArea['kind'],
  place: string,
): NearArea | undefined => interpretation.nearAreas?.find((area) => area.kind === kind && area.place === place);

export const AiSearchAnswer = z.object({
  results: z.array(PropertySchema),
  query: z.string(),
  interpretation: InterpretationSchema,
  total: z.number(),
  /** Where `results` start among all `total` matches. */
  offset: z.number(),
  /** Spanish sentences the results need beside them: a place with no listings, words no listing matched. */
  notices: z.array(z.string()),
  /** A Spanish sentence when some constraints had to be dropped to show anything. */
  relaxed: z.object({ dropped: z.array(z.string()), message: z.string() }).nullable(),
  /** The relative price ("barato", "de lujo") with its figure in pesos, as its chip says it; null when none was read. */
  priceLevelChip: z.string().nullable(),
});
