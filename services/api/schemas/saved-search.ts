import { z } from 'zod';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFilters } from '../../domain/saved-search/events.js';
import {
  ALERT_CRITERIA_REQUIRED,
  ALERT_DATA_POLICY_REQUIRED,
  INVALID_FREQUENCY,
} from '../../domain/saved-search/messages.js';
import { AI_QUERY_MAX_CHARACTERS, AI_QUERY_TOO_LONG } from './ai-search.js';
import { emailSchema, text } from './common.js';
import { PropertyListQuery } from './property.js';

/** The catalogue's filters an alert can keep: GET /api/properties' parameters but paging, order and the staff's. */
export const SavedSearchFiltersInput = PropertyListQuery.pick({
  search: true,
  propertyType: true,
  municipality: true,
  status: true,
  price: true,
  area: true,
  bedrooms: true,
  bathrooms: true,
  parkingSpaces: true,
  stratum: true,
  neighbourhood: true,
  characteristics: true,
  featured: true,
  availableOnly: true,
}).partial();
export type SavedSearchFiltersInput = z.infer<typeof SavedSearchFiltersInput>;

const frequency = z
  .enum(SAVED_SEARCH_FREQUENCIES, { error: INVALID_FREQUENCY })
  .describe('immediate: un correo por propiedad en cuanto aparece; daily: un resumen al día');

/** Empty parameters ("status": "") mean "any", as in the catalogue's address. */
const withoutBlanks = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([, item]) => item !== '' && item !== null && item !== undefined))
    : value;

export const SavedSearchInput = z
  .object({
    email: emailSchema(INVALID_EMAIL),
    frequency,
    filters: z
      .preprocess(withoutBlanks, SavedSearchFiltersInput)
      .optional()
      .describe('Los parámetros de GET /api/properties que el visitante eligió en el catálogo'),
    query: text()
      .max(AI_QUERY_MAX_CHARACTERS, AI_QUERY_TOO_LONG)
      .optional()
      .describe('La búsqueda con IA: se interpreta una vez, al crear la alerta, como en POST /api/properties/search'),
    acceptsDataPolicy: z
      .literal(true, { error: ALERT_DATA_POLICY_REQUIRED })
      .describe('Debe ser true: el visitante acepta la Política de Tratamiento de Datos (Ley 1581 de 2012)'),
  })
  .refine((body) => Boolean(body.query) || Object.keys(body.filters ?? {}).length > 0, {
    message: ALERT_CRITERIA_REQUIRED,
    path: ['filters'],
  });

export const SavedSearchCreatedSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  message: z.string(),
  chips: z.array(z.string()).describe('Lo que la alerta buscará, en palabras'),
});

const token = text()
  .min(1, 'Falta el enlace de la alerta: ábrelo desde el correo')
  .max(300)
  .describe('El secreto del enlace del correo');
export const SavedSearchTokenInput = z.object({ token });
export const SavedSearchTokenQuery = z.object({ token });
export const SavedSearchFrequencyInput = z.object({ token, frequency });

/** An alert as its owner sees it, through the link in its mails. */
export const SavedSearchSchema = z.object({
  id: z.string(),
  email: z.string(),
  frequency,
  status: z.enum(['pending', 'confirmed']),
  chips: z.array(z.string()),
  query: z.string().nullable(),
  /** The catalogue with these filters (or this AI search), on the site (`catalogueAddress`). */
  searchUrl: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type SavedSearchDto = z.infer<typeof SavedSearchSchema>;

/**
 * The catalogue showing what the alert looks for: its filters in the address, and the AI search as `ia`, as the web
 * reads them. Here because the alert's page (`searchUrl`) and its mails link to the same address.
 */
export function catalogueAddress(publicUrl: string, filters: SavedSearchFilters | null, query: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters ?? {})) params.set(key, String(value));
  if (query) params.set('ia', query);
  const search = params.toString();
  return `${publicUrl}/${search ? `?${search}` : ''}`;
}

export const SavedSearchMessageSchema = z.object({ message: z.string() });
export const SavedSearchAnswerSchema = z.object({ message: z.string(), savedSearch: SavedSearchSchema });

/** How the site says a frequency. */
export const FREQUENCY_LABELS = { immediate: 'Inmediata', daily: 'Diaria' } as const;
