import { z } from 'zod';
import { PROPERTY_STATUSES } from '../../domain/property/events.js';
import { INVALID_STATUS } from '../../domain/property/messages.js';
import { blankToNull, text } from './common.js';
import { PropertyListQuery } from './property.js';

/** One action is one request's work: every listing goes through its own command, each waiting for the projections. */
/** Runs in slices (routes/property-bulk.ts), so a thousand listings do not hold other requests meanwhile. */
export const MAX_BULK_LISTINGS = 1_000;
export const TOO_MANY_FOR_BULK = `Una acción abarca como máximo ${new Intl.NumberFormat('es-CO').format(MAX_BULK_LISTINGS)} propiedades`;

/** The staff list's filters, as its query string has them (no page, size or order: "all matching" is every page). */
const BulkFilters = PropertyListQuery.omit({ page: true, limit: true, sortBy: true, sortOrder: true, near: true });

/** By id or by the list's filters: exactly one of the two. */
const BulkTarget = z
  .object({
    ids: z
      .array(text().min(1).max(120))
      .min(1, 'Elige al menos una propiedad')
      .max(MAX_BULK_LISTINGS, TOO_MANY_FOR_BULK)
      .optional()
      .describe(`Las propiedades elegidas (hasta ${MAX_BULK_LISTINGS})`),
    all: BulkFilters.optional().describe(
      'Todas las que coinciden con estos filtros de la lista del personal (search, propertyType, municipality, ' +
        'status, publication, agent…); sin publication, en cualquier publicación',
    ),
  })
  .refine((target) => (target.ids === undefined) !== (target.all === undefined), {
    error: 'Indica las propiedades (ids) o los filtros que las eligen (all), una de las dos cosas',
  });

/** What to do to each listing; the panel's confirmation form is checked with it too. */
export const PropertyBulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish').describe('Publicar') }),
    z.object({ action: z.literal('pause').describe('Pausar (solo lo que ya se publicó)') }),
    z.object({
      action: z.literal('status').describe('Cambiar el estado comercial'),
      status: z.enum(PROPERTY_STATUSES, { error: INVALID_STATUS }),
    }),
    z.object({
      action: z.literal('assign').describe('Asignar un asesor (solo un administrador)'),
      agentId: z
        .preprocess(blankToNull, text().max(120).nullable())
        .describe('Id del asesor (GET /api/agents); null: la inmobiliaria'),
    }),
    z.object({ action: z.literal('delete').describe('Eliminar (restaurable desde el historial)') }),
  ],
  { error: 'Acción inválida: publish, pause, status, assign o delete' },
);

export const PropertyBulkInput = z.intersection(BulkTarget, PropertyBulkActionSchema);
export type PropertyBulkAction = z.infer<typeof PropertyBulkActionSchema>;
export type PropertyBulkFilters = z.infer<typeof BulkFilters>;

const BulkResultSchema = z.union([
  z.object({ id: z.string(), title: z.string(), ok: z.literal(true) }),
  z.object({
    id: z.string(),
    title: z.string().describe('El id, si la propiedad no existe'),
    ok: z.literal(false),
    message: z.string().describe('Por qué no se pudo, en español (la misma regla que al hacerlo de a una)'),
  }),
]);

export const PropertyBulkResultSchema = z.object({
  results: z.array(BulkResultSchema).describe('Una por propiedad, en el orden en que se hicieron'),
  summary: z.object({ succeeded: z.number().int(), failed: z.number().int() }),
});
