import { z } from 'zod';
import { PROPERTY_STATUSES } from '../../domain/property/events.js';
import { PropertyListQuery } from './property.js';

/**
 * At most this many points in one answer: the catalogue's map draws every matching listing at once, and a few
 * thousand clustered markers are what a phone still moves smoothly. Past it the newest are sent and `capped` says so.
 */
export const POINTS_CAP = 2000;

/**
 * GET /api/properties/points: the catalogue's filters exactly as GET /api/properties reads them (bbox included), so the
 * map and the list always show the same listings; paging, order and the staff's filters do not apply to a map.
 */
export const PropertyPointsQuery = PropertyListQuery.pick({
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
  bbox: true,
  characteristics: true,
  availableOnly: true,
  ids: true,
});
export type PropertyPointsQueryInput = z.infer<typeof PropertyPointsQuery>;

/** What a marker and its card show: no description, no photo list, no JSON a map does not draw. */
export const PropertyPointSchema = z.object({
  id: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  price: z.number().describe('Pesos enteros; en arriendo, por mes'),
  status: z.enum(PROPERTY_STATUSES),
  propertyType: z.string().describe('El nombre del tipo ("Apartamento"); vacío si ya no existe'),
  municipality: z.string(),
  neighbourhood: z.string().describe('El barrio tomado de la dirección; vacío si no lo tiene'),
  bedrooms: z.number().nullable(),
  area: z.number().nullable(),
  photo: z.string().nullable().describe('La primera foto, o null'),
  lat: z.number(),
  lng: z.number(),
  approximate: z
    .boolean()
    .describe('El punto es el centro desplazado de un área de unos 300 m, nunca el exacto (como en location)'),
});
export type PropertyPoint = z.infer<typeof PropertyPointSchema>;

export const PropertyPointsSchema = z.object({
  points: z.array(PropertyPointSchema),
  total: z.number().int().min(0).describe('Propiedades publicadas que cumplen los filtros, con o sin ubicación'),
  withoutLocation: z.number().int().min(0).describe('De ellas, las que no tienen ubicación: no están en points'),
  capped: z.boolean().describe(`Más de ${POINTS_CAP} con ubicación: points lleva solo las ${POINTS_CAP} más recientes`),
});
export type PropertyPoints = z.infer<typeof PropertyPointsSchema>;
