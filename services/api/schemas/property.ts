import { z } from 'zod';
import { ANTIQUITY_VALUES, MAX_PHOTOS, PROPERTY_STATUSES, PUBLICATIONS } from '../../domain/property/events.js';
import {
  ADDRESS_REQUIRED,
  INVALID_ANTIQUITY,
  INVALID_STATUS,
  INVALID_PUBLICATION,
  INVALID_STRATUM,
  LOCATION_OUTSIDE_COLOMBIA,
  MUNICIPALITY_REQUIRED,
  PHOTO_AND_PLAN,
  PRICE_NOT_POSITIVE,
  PRICE_NOT_WHOLE_PESOS,
  PROPERTY_TYPE_REQUIRED,
  PUBLISH_AT_NOT_A_DATE,
  TITLE_REQUIRED,
  TOO_MANY_PHOTOS,
  TOUR_URL_NOT_HTTPS,
  VIDEO_URL_NOT_SUPPORTED,
} from '../../domain/property/messages.js';
import { isInsideColombia } from '../../domain/property/location.js';
import { parseVideoUrl } from '../../domain/property/video.js';

/** The approximate area's radius in metres: the circle the web's maps draw around `location` when approximate. */
export { APPROXIMATE_RADIUS_M } from '../../domain/property/location.js';
import { INVALID_URL } from '../../domain/shared/messages.js';
import { blankToNull, NamedItemSchema, optionalText, requiredText, text } from './common.js';

/** The admin form offers exactly the values the domain accepts. */
export { ANTIQUITY_VALUES, MAX_PHOTOS } from '../../domain/property/events.js';
/** The listing page embeds a video where the domain says, in the provider's privacy-enhanced form. */
export { videoEmbedUrl } from '../../domain/property/video.js';

/** "450.000.000", "$ 450,000,000" or 450000000 → 450000000: whole COP, as people type prices. */
const parsePesos = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s$.,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : value;
};

/** "85,5" or "85.5" → 85.5 (areas in m²). */
const parseDecimal = (value: unknown) => {
  const blank = blankToNull(value);
  if (typeof blank !== 'string') return blank;
  const normalized = blank.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : blank;
};

const parseInteger = (value: unknown) => {
  const blank = blankToNull(value);
  return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
};

const price = z.preprocess(
  (value) => (blankToNull(value) === null ? undefined : parsePesos(value)),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Precio es requerido' : 'El precio debe ser un número') })
    .int(PRICE_NOT_WHOLE_PESOS)
    .positive(PRICE_NOT_POSITIVE)
    .max(1e13, 'El precio es demasiado alto'),
);

const decimal = z
  .preprocess(
    parseDecimal,
    z.number({ error: 'Debe ser un número' }).min(0, 'No puede ser negativo').max(1e7).nullable(),
  )
  .optional();
const pesos = z
  .preprocess(
    (value) => (blankToNull(value) === null ? null : parsePesos(value)),
    z.number({ error: 'Debe ser un número' }).int().min(0, 'No puede ser negativo').max(1e12).nullable(),
  )
  .optional();
const integer = (max: number, message = 'Debe ser un número entero') =>
  z
    .preprocess(
      parseInteger,
      z.number({ error: message }).int(message).min(0, 'No puede ser negativo').max(max, `Máximo ${max}`).nullable(),
    )
    .optional();

/**
 * A photo is an uploaded one (`/photos/{id}`: one segment, so never `/photos/../api/logout`) or an http(s)
 * URL. Every visitor's browser requests a listing's photos, so a same-origin path naming anything else would
 * have them all call it; the route also checks that the store holds the id (services/api/photos/listing-photos.ts).
 */
export const LOCAL_PHOTO_PATH = /^\/photos\/[A-Za-z0-9_-]+$/;
const photoUrl = text().refine(
  (value) => LOCAL_PHOTO_PATH.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
  INVALID_URL,
);

const tourUrl = z
  .preprocess(blankToNull, text().url(INVALID_URL).startsWith('https://', TOUR_URL_NOT_HTTPS).max(500).nullable())
  .optional();

/** The domain stores it normalized (services/domain/property/video.ts); an address that names no video is told here. */
const videoUrl = z
  .preprocess(
    blankToNull,
    text()
      .max(500, VIDEO_URL_NOT_SUPPORTED)
      .refine((value) => parseVideoUrl(value) !== null, VIDEO_URL_NOT_SUPPORTED)
      .nullable(),
  )
  .optional()
  .describe(
    'Video de YouTube o Vimeo: se acepta la dirección como se copia (youtube.com/watch?v=, youtu.be/, shorts/, ' +
      'm.youtube.com, vimeo.com/{id}, con o sin https:// y www.) y se guarda normalizada; null: sin video',
  );

/** Images as the photos are, marked as floor plans: shown apart from them, and never the cover. */
const plans = z
  .array(photoUrl)
  .max(MAX_PHOTOS, TOO_MANY_PHOTOS)
  .optional()
  .describe('Los planos, en orden: imágenes como las fotos, que no están en `photos` y cuentan con ellas en el máximo');

const degrees = (name: string) => z.number({ error: `La ${name} debe ser un número en grados decimales` });

/** The true point; visitors see an area around it unless `exact` (false when left out). null: no location. */
const location = z
  .object({
    lat: degrees('latitud'),
    lng: degrees('longitud'),
    exact: z.boolean({ error: 'exact debe ser true o false' }).optional(),
  })
  .refine(isInsideColombia, { error: LOCATION_OUTSIDE_COLOMBIA })
  .nullable()
  .optional()
  .describe(
    'Ubicación { lat, lng, exact? } en grados decimales, dentro de Colombia. Sin exact (o con false) los visitantes ' +
      'ven un área aproximada de unos 300 m, nunca el punto exacto',
  );

const fields = {
  code: optionalText(40),
  title: requiredText(TITLE_REQUIRED, 160),
  description: text({ multiline: true }).max(5_000, 'Máximo 5000 caracteres').optional(),
  address: requiredText(ADDRESS_REQUIRED, 200),
  price,
  status: z.enum(PROPERTY_STATUSES, { error: 'Estado es requerido' }),
  propertyTypeId: requiredText(PROPERTY_TYPE_REQUIRED, 120),
  municipalityId: requiredText(MUNICIPALITY_REQUIRED, 120),
  bedrooms: integer(50),
  bathrooms: integer(50),
  area: decimal,
  builtArea: decimal,
  privateArea: decimal,
  parkingSpaces: integer(50),
  stratum: z
    .preprocess(
      parseInteger,
      z.number({ error: INVALID_STRATUM }).int().min(1, INVALID_STRATUM).max(6, INVALID_STRATUM).nullable(),
    )
    .optional(),
  administration: pesos,
  floor: integer(200),
  totalFloors: integer(200),
  antiquity: z.preprocess(blankToNull, z.enum(ANTIQUITY_VALUES, { error: INVALID_ANTIQUITY }).nullable()).optional(),
  acceptsExchange: z.boolean().optional(),
  isRemodeled: z.boolean().optional(),
  featured: z.boolean().optional(),
  photos: z.array(photoUrl).max(MAX_PHOTOS, TOO_MANY_PHOTOS).optional(),
  plans,
  matterportUrl: tourUrl,
  videoUrl,
  characteristicIds: z.array(text().min(1)).max(60).optional(),
  location,
};

const publication = z.enum(PUBLICATIONS, { error: INVALID_PUBLICATION });

/**
 * Who sees the listing and who answers for it: optional, so SPEC clients that never send them keep publishing at once.
 * The domain checks the rest (a date to come, the transitions a listing may take).
 */
const placement = {
  publication: publication
    .optional()
    .describe(
      'draft (borrador, nunca público), published (publicada), paused (pausada: oculta, con su historia) o scheduled ' +
        '(programada: la publica el sistema en `publishAt`). Sin este campo, una propiedad nueva se publica al instante.',
    ),
  publishAt: z
    .preprocess(blankToNull, z.iso.datetime({ offset: true, error: PUBLISH_AT_NOT_A_DATE }).nullable())
    .optional()
    .describe('Fecha y hora ISO-8601 con zona (p. ej. 2026-12-01T08:00:00-05:00); solo con publication = scheduled'),
  agentId: z
    .preprocess(blankToNull, text().max(120).nullable())
    .optional()
    .describe(
      'El asesor a cargo (id de usuario); null: la inmobiliaria. Por defecto, quien la crea. Solo un administrador lo cambia',
    ),
};

/** A price far outside its market is refused once (queries/unusual-price.ts); sent again with this, it is kept. */
const confirmation = {
  confirmUnusualPrice: z
    .boolean()
    .optional()
    .describe(
      'true: guardar aunque el precio esté a más de 100 veces de la mediana de su mercado (tipo, operación y municipio); sin él, 400 con la pregunta en confirmUnusualPrice',
    ),
};

export const PropertyCreateSchema = z.object({ ...fields, ...placement, ...confirmation });
export type PropertyCreateInput = z.infer<typeof PropertyCreateSchema>;

/** Every field optional; `version` (or the If-Match header) protects against overwriting someone else's save. */
export const PropertyUpdateSchema = z.object({
  ...(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  }),
  ...placement,
  ...confirmation,
  version: z.number().int().min(1).optional(),
});

/**
 * SPEC §7: the listing's ordered photos (the first is the cover), saved on their own as the admin arranges them, and
 * its plans beside them. Without `planURLs` the plans stay, but for any sent back among the photos.
 */
export const PropertyPhotosInput = z
  .object({
    photoURLs: z.array(photoUrl).max(MAX_PHOTOS, TOO_MANY_PHOTOS),
    planURLs: z
      .array(photoUrl)
      .max(MAX_PHOTOS, TOO_MANY_PHOTOS)
      .optional()
      .describe('Los planos, en orden; sin él se conservan los que tenía (salvo los que vuelvan a ser fotos)'),
    version: z.number().int().min(1).optional(),
  })
  .refine(({ photoURLs, planURLs = [] }) => photoURLs.length + planURLs.length <= MAX_PHOTOS, {
    error: TOO_MANY_PHOTOS,
    path: ['photoURLs'],
  })
  .refine(({ photoURLs, planURLs = [] }) => !planURLs.some((plan) => photoURLs.includes(plan)), {
    error: PHOTO_AND_PLAN,
    path: ['planURLs'],
  });

/** Prices and areas travel as numeric strings (SPEC §3). */
export const PropertySchema = z.object({
  id: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  price: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  propertyTypeId: z.string(),
  municipalityId: z.string(),
  propertyType: NamedItemSchema.nullable(),
  municipality: NamedItemSchema.nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  area: z.string().nullable(),
  builtArea: z.string().nullable(),
  privateArea: z.string().nullable(),
  parkingSpaces: z.number().nullable(),
  stratum: z.number().nullable(),
  administration: z.string().nullable(),
  floor: z.number().nullable(),
  totalFloors: z.number().nullable(),
  antiquity: z.enum(ANTIQUITY_VALUES).nullable(),
  acceptsExchange: z.boolean(),
  isRemodeled: z.boolean(),
  featured: z.boolean(),
  photos: z.array(z.string()),
  plans: z.array(z.string()).describe('Los planos, en orden, aparte de las fotos'),
  matterportUrl: z.string().nullable(),
  videoUrl: z
    .string()
    .nullable()
    .describe(
      'Video de YouTube (https://www.youtube.com/watch?v={id}) o Vimeo (https://vimeo.com/{id}); null sin video',
    ),
  characteristicIds: z.array(z.string()),
  characteristics: z.array(NamedItemSchema),
  /** Whole pesos per m² of `area` (price ÷ area, rounded); null without an area. */
  pricePerM2: z.number().int().nullable(),
  location: z
    .object({ lat: z.number(), lng: z.number(), approximate: z.boolean() })
    .nullable()
    .describe(
      'El punto que ven los visitantes: con approximate, el centro (desplazado, nunca el punto exacto) de un área de ' +
        'unos 300 m; null si no tiene ubicación',
    ),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  exactLocation: z
    .object({ lat: z.number(), lng: z.number(), exact: z.boolean() })
    .nullable()
    .optional()
    .describe('Solo para el personal: el punto exacto, y si los visitantes lo ven (exact)'),
  /** Staff only: the public never sees a listing that is not published, so it is not told. */
  publication: publication.optional().describe('Solo para el personal (administradores, asesores, tokens)'),
  publishAt: z
    .string()
    .nullable()
    .optional()
    .describe('Solo para el personal: cuándo se publicará, si está programada'),
  agentId: z.string().nullable().optional().describe('Solo para el personal: el asesor a cargo; null, la inmobiliaria'),
  agent: z
    .object({ name: z.string().nullable(), phone: z.string().nullable() })
    .nullable()
    .optional()
    .describe(
      'En GET /api/properties/{id}: el asesor que atiende la propiedad (su nombre y su WhatsApp); null: la inmobiliaria',
    ),
});
export type PropertyDto = z.infer<typeof PropertySchema>;

/** The staff table's 30-day figures: sortable only in the staff view (the index does not hold them). */
export const STAFF_FIGURE_SORTS = ['visits30', 'leads30'] as const;

/** The catalogue's sorts, and the staff table's columns (updatedAt … leads30). */
export const SORT_FIELDS = [
  'createdAt',
  'price',
  'area',
  'bedrooms',
  'featured',
  'pricePerM2',
  'updatedAt',
  'title',
  'code',
  'propertyTypeName',
  'municipalityName',
  'status',
  'publication',
  'agentId',
  ...STAFF_FIGURE_SORTS,
  // Nearest first to `near` (sortOrder says nothing here): listings without a point last.
  'distance',
] as const;

/** "min-max" with either end left open; an inverted range would match nothing, so it is refused. */
const range = (message: string, inverted: string) =>
  text()
    .regex(/^\d{0,15}-\d{0,15}$/, message)
    .refine((value) => {
      const [min = '', max = ''] = value.split('-');
      return min === '' || max === '' || Number(min) <= Number(max);
    }, inverted)
    .optional();

const flag = (message: string) => z.enum(['true', 'false'], { error: message }).optional();

/** "2" means 2 or more: baños and parqueaderos are asked for as a minimum. */
const atLeast = (what: string) =>
  z.coerce
    .number({ error: `${what} debe ser un número` })
    .int(`${what} debe ser un número entero`)
    .min(1, `${what}: el mínimo es 1`)
    .max(50, `${what}: el máximo es 50`)
    .optional();

/** Up to `max` ids separated by commas. */
const idList = (max: number, message: string) =>
  text()
    .regex(new RegExp(`^[\\w-]{1,120}(,[\\w-]{1,120}){0,${max - 1}}$`), message)
    .optional();

export type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];
/**
 * Decimal degrees as clients write them, at any precision: map libraries send doubles as JavaScript prints them
 * (`-74.01929299999999`, even `1e-7`). Read, then rounded to 7 decimals (about a centimetre), which is finer than
 * any listing's point and keeps the answers (and their caches) from telling two such boxes apart.
 */
const DEGREES = /^\s*[+-]?(\d{1,3}(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?\s*$/;
const roundedDegrees = (part: string) => Math.round(Number(part) * 1e7) / 1e7;

/** "minLng,minLat,maxLng,maxLat" as numbers; what is wrong with it, in Spanish, when it is not a usable box. */
export function readBbox(value: string): Bbox | string {
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part)))
    return 'bbox inválido: usa minLng,minLat,maxLng,maxLat en grados decimales';
  const [minLng, minLat, maxLng, maxLat] = parts.map(roundedDegrees) as unknown as Bbox;
  if ([minLat, maxLat].some((lat) => Math.abs(lat) > 90) || [minLng, maxLng].some((lng) => Math.abs(lng) > 180))
    return 'bbox inválido: la latitud va de -90 a 90 y la longitud de -180 a 180';
  // A box across the antimeridian says nothing in Colombia: min after max is a mistake.
  if (minLng > maxLng || minLat > maxLat) return 'bbox inválido: el mínimo no puede ser mayor que el máximo';
  return [minLng, minLat, maxLng, maxLat];
}

/**
 * The listings whose shown point (the approximate one unless the listing's is exact) lies in the box: a box can never
 * find a listing's true point more closely than its map would show it.
 */
const bbox = text()
  .superRefine((value, ctx) => {
    const read = readBbox(value);
    if (typeof read === 'string') ctx.addIssue({ code: 'custom', message: read });
  })
  .optional()
  .describe('minLng,minLat,maxLng,maxLat: solo las propiedades cuyo punto visible (el aproximado) cae en ese recuadro');

/** `sortBy=distance` names no point: refused, since there is nothing to measure from. */
export const DISTANCE_NEEDS_POINT =
  'Para ordenar por distancia indica el punto de referencia en near=lat,lng (grados decimales, en Colombia).';

/** "lat,lng" as a point; what is wrong with it, in Spanish, when it is not a point in Colombia. */
export function readNear(value: string): { lat: number; lng: number } | string {
  const parts = value.split(',');
  if (parts.length !== 2 || !parts.every((part) => DEGREES.test(part)))
    return 'near inválido: usa lat,lng en grados decimales (por ejemplo 4.6486,-74.0628)';
  const [lat, lng] = parts.map(roundedDegrees) as [number, number];
  // The same bounds as a listing's location: a point outside Colombia is a typo (a lost minus sign, lat and lng swapped).
  if (!isInsideColombia({ lat, lng })) return `near inválido: ${LOCATION_OUTSIDE_COLOMBIA}`;
  return { lat, lng };
}

/** The point a distance sort measures from (the visitor's own, or the centre of a place they chose). */
const near = text()
  .superRefine((value, ctx) => {
    const read = readNear(value);
    if (typeof read === 'string') ctx.addIssue({ code: 'custom', message: read });
  })
  .optional()
  .describe(
    'lat,lng: el punto desde el que mide sortBy=distance (obligatorio con él); cada propiedad trae entonces distanceKm',
  );

export const PropertyListQuery = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número' })
    .int()
    .min(1, 'La página empieza en 1')
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int()
    .min(1)
    .max(100, 'Máximo 100 por página')
    .default(12),
  search: text().max(200, 'Máximo 200 caracteres').optional(),
  propertyType: text().max(120).optional(),
  municipality: text().max(120).optional(),
  status: z.enum(PROPERTY_STATUSES, { error: INVALID_STATUS }).optional(),
  price: range('Rango de precio inválido: usa min-max', 'El precio mínimo no puede ser mayor que el máximo'),
  area: range('Rango de área inválido: usa min-max', 'El área mínima no puede ser mayor que la máxima'),
  bedrooms: z.coerce.number({ error: 'Habitaciones debe ser un número' }).int().min(0).max(50).optional(),
  bathrooms: atLeast('Baños'),
  parkingSpaces: atLeast('Parqueaderos'),
  /** Any of these estratos: "3,4". */
  stratum: text()
    .regex(/^[1-6](,[1-6]){0,5}$/, 'Estrato inválido: usa números del 1 al 6 separados por comas')
    .optional(),
  /** The barrio as the catalogue lists it (GET /api/neighbourhoods), exactly. */
  neighbourhood: text().max(120, 'Barrio: máximo 120 caracteres').optional(),
  bbox,
  near,
  /** Listings that have every one of these characteristics: "piscina,ascensor". */
  characteristics: idList(30, 'Características inválidas: hasta 30 ids separados por comas'),
  featured: z.enum(['true', 'false']).optional(),
  /** Only listings on the market (sale, rent): sold and rented ones are left out. */
  availableOnly: flag('availableOnly debe ser true o false'),
  /** Listings on the market before sold and rented ones, each group in the order asked for (the catalogue's default). */
  availableFirst: flag('availableFirst debe ser true o false'),
  /** Only these listings (a visitor's favourites): up to 50 ids separated by commas. */
  ids: idList(50, 'Lista de ids inválida: hasta 50 ids separados por comas'),
  /** Staff only: listings in this publication ('all': every one); without it, published listings, as for anyone. */
  publication: z
    .enum(['all', ...PUBLICATIONS], { error: INVALID_PUBLICATION })
    .optional()
    .describe('Solo para el personal: all, draft, published, paused o scheduled. Sin él, solo las publicadas'),
  /** Staff only: the asesor's listings ('none': the agency's own). */
  agent: text()
    .max(120)
    .optional()
    .describe('Solo para el personal: id del asesor a cargo, o none para las de la inmobiliaria'),
  sortBy: z
    .enum(SORT_FIELDS, { error: 'Orden inválido' })
    .default('createdAt')
    .describe('visits30 y leads30 solo en la vista del personal (con publication o agent)'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'Dirección de orden inválida' }).default('desc'),
});
export type PropertyListQueryInput = z.infer<typeof PropertyListQuery>;

/** A listing in a catalogue page: with `distanceKm` when the page is sorted by distance. */
const CatalogueListingSchema = PropertySchema.extend({
  distanceKm: z
    .number()
    .optional()
    .describe(
      'Con sortBy=distance: kilómetros (redondeados a 0,1) de su punto visible a near; sin él si no tiene punto',
    ),
});

export const PropertyListSchema = z.object({
  properties: z.array(CatalogueListingSchema),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
    hasMore: z.boolean(),
  }),
});

/** What the staff's table shows beside each listing: how it did over the last 30 days (UTC days, today included). */
const StaffPropertySchema = PropertySchema.extend({
  visits30: z.number().int().min(0).describe('Solo para el personal: visitas distintas en los últimos 30 días'),
  leads30: z.number().int().min(0).describe('Solo para el personal: solicitudes de contacto en los últimos 30 días'),
});

/** The staff view of the list (`publication` or `agent` given): every listing with its placement and figures. */
export const StaffPropertyListSchema = PropertyListSchema.extend({ properties: z.array(StaffPropertySchema) });
