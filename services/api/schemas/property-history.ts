import { z } from 'zod';

const HISTORY_KINDS = ['created', 'revised', 'photos', 'deleted', 'restored', 'publication', 'agent'] as const;
const ACTOR_KINDS = ['user', 'token', 'visitor', 'system'] as const;

export const ActorSchema = z
  .object({
    kind: z.enum(ACTOR_KINDS),
    id: z.string(),
    name: z.string().describe('Nombre o correo del usuario, nombre del token; el id cuando no se conoce'),
  })
  .describe('Quién lo hizo');

/** Values as the domain holds them: prices and areas are numbers here, ids are ids. */
const FieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.object({ lat: z.number(), lng: z.number(), exact: z.boolean() }).describe('location: el punto exacto'),
  z.null(),
]);

const FieldChangeSchema = z.object({
  field: z
    .string()
    .describe(
      'Campo de la propiedad, p. ej. price, propertyTypeId, photos; publication, publishAt y agentId (el asesor)',
    ),
  before: FieldValueSchema.describe('null al crear la propiedad'),
  after: FieldValueSchema,
  beforeLabel: z
    .string()
    .optional()
    .describe('Nombre de lo que el id señalaba (tipo, municipio, características, asesor)'),
  afterLabel: z.string().optional(),
});

const HistoryEntrySchema = z.object({
  version: z.number().int().describe('Versión de la propiedad después de este cambio'),
  at: z.string().describe('ISO-8601'),
  actor: ActorSchema,
  kind: z.enum(HISTORY_KINDS),
  changes: z.array(FieldChangeSchema),
});

export const PropertyHistorySchema = z.object({
  propertyId: z.string(),
  title: z.string(),
  deleted: z.boolean(),
  entries: z.array(HistoryEntrySchema).describe('La más reciente primero'),
});

const DeletedPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  address: z.string(),
  deletedAt: z.string(),
  deletedBy: ActorSchema,
});

export const DeletedPropertyListSchema = z.object({
  properties: z.array(DeletedPropertySchema).describe('La eliminada más recientemente primero'),
});
