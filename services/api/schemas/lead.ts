import { z } from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../domain/lead/events.js';
import {
  DATA_POLICY_REQUIRED,
  INVALID_LEAD_STATUS,
  MAX_NOTE_LENGTH,
  MESSAGE_TOO_SHORT,
  NAME_TOO_SHORT,
  NOTE_TOO_LONG,
  PHONE_TOO_SHORT,
} from '../../domain/lead/messages.js';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';
import { emailSchema, optionalText, phoneNumber, requiredText, text, blankToNull } from './common.js';
import { ActorSchema } from './property-history.js';
import { MAIL_STATES } from './mail-log.js';

/** SPEC §5: the same rules and messages for both contact forms; Ley 1581 de 2012: sending accepts the data policy. */
const visitor = {
  name: requiredText(NAME_TOO_SHORT, 120, { min: 2 }),
  email: emailSchema(INVALID_EMAIL),
  phone: phoneNumber(PHONE_TOO_SHORT),
  message: requiredText(MESSAGE_TOO_SHORT, 5_000, { min: 10, multiline: true }),
  propertyId: optionalText(120),
  propertyTitle: optionalText(200),
  acceptsDataPolicy: z
    .literal(true, { error: DATA_POLICY_REQUIRED })
    .describe('Debe ser true: el visitante acepta la Política de Tratamiento de Datos al enviar el formulario'),
};

export const ContactSubmissionInput = z.object({ ...visitor, sentToEmail: optionalText(200) });
export const ContactInput = z.object({ ...visitor, propertyAddress: optionalText(200) });

export const ContactAcceptedSchema = z.object({ id: z.string(), success: z.literal(true), message: z.string() });

/**
 * The panel's own page for the leads (issue 39 §4); `solicitudes` opens it searching (a mailed link names the
 * visitor's address).
 */
export const LEADS_PAGE_PATH = '/admin/solicitudes';
export const LEADS_SEARCH_PARAM = 'solicitudes';
export const leadsPageAddress = (search?: string) =>
  search ? `${LEADS_PAGE_PATH}?${new URLSearchParams({ [LEADS_SEARCH_PARAM]: search }).toString()}` : LEADS_PAGE_PATH;

/**
 * The outbox key of a lead's follow-up reminder (reactors/outbox/lead-follow-up-mail.ts): one per lead and day, and
 * the lead's timeline finds its reminders by it.
 */
export const followUpMailKey = (leadId: string, day: string) => `lead-follow-up:${leadId}:${day}`;

/** A follow-up day as the panel and the mails write it: `2026-12-03` → `03/12/2026`. */
export const readableDay = (day: string) => day.split('-').reverse().join('/');

/** How people read a lead's status and the form it came from (the inbox and the CSV export). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  'visita-agendada': 'Visita agendada',
  'en-negociacion': 'En negociación',
  cerrado: 'Cerrado',
  descartado: 'Descartado',
};
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  'contact-submissions': 'Página de la propiedad',
  contact: 'Detalle en el catálogo',
};

const LastChangeSchema = z.object({ at: z.string().describe('ISO-8601'), by: ActorSchema });

export const LeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  sentToEmail: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  createdAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  statusChange: LastChangeSchema.nullable().describe('El último cambio de estado; null si nadie lo ha cambiado'),
  note: z.string().nullable(),
  noteChange: LastChangeSchema.nullable().describe('El último cambio de la nota; null si nadie ha escrito una'),
  agent: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('El asesor que la atiende; mientras nadie la asigne, el de la propiedad cuando llegó. null: sin asignar'),
  assignment: LastChangeSchema.nullable().describe('La última asignación; null si nadie la ha asignado'),
  firstContactAt: z
    .string()
    .nullable()
    .describe('Cuándo salió de `nuevo` por primera vez (fin del tiempo de primer contacto); null: sin contactar'),
  followUpOn: z
    .string()
    .nullable()
    .describe('Día (hora de Colombia, AAAA-MM-DD) para retomarla: su asesor recibe un correo ese día a las 7:00'),
  followUpChange: LastChangeSchema.nullable().describe('Quién programó el seguimiento y cuándo; null si nadie'),
  dataPolicy: z
    .object({
      acceptedAt: z.string(),
      policyVersion: z
        .string()
        .nullable()
        .describe('Cuándo se guardó la política vigente al enviar; null: el texto predeterminado del sitio'),
    })
    .nullable()
    .describe('Aceptación de la Política de Tratamiento de Datos; null en solicitudes anteriores a pedirla'),
  listing: z
    .object({ title: z.string(), slug: z.string() })
    .nullable()
    .describe(
      'La propiedad publicada a la que se refiere (su página es /propiedad/{slug}); null si no hay o ya no está',
    ),
});

export const LeadListSchema = z.object({
  leads: z.array(LeadSchema),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
    hasMore: z.boolean(),
  }),
});

const PageQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(1, 'La página empieza en 1').default(1),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int()
    .min(1)
    .max(100, 'Máximo 100 por página')
    .default(50),
});

const INVALID_DAY = 'Fecha inválida: usa el formato AAAA-MM-DD';
const Day = z
  .string({ error: INVALID_DAY })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: INVALID_DAY, abort: true })
  // A day that does not exist (30 February) parses as another, or as nothing.
  .refine((day) => {
    const parsed = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(day);
  }, INVALID_DAY);
/** A parameter left empty in an address (`?status=`) means "any". */
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The `followUp` filter's value for «Pendientes hoy». */
export const DUE_FOLLOW_UPS = 'pendientes';

/** The inbox's filters, also those of the CSV export. Days are Colombian calendar days, both included. */
const filterShape = {
  status: unlessBlank(z.enum(LEAD_STATUSES, { error: INVALID_LEAD_STATUS })),
  search: optionalText(120).describe(
    'Nombre, correo, teléfono (solo dígitos cuentan) o propiedad (título, dirección, id)',
  ),
  from: unlessBlank(Day).describe('Desde este día (hora de Colombia), AAAA-MM-DD'),
  to: unlessBlank(Day).describe('Hasta este día inclusive (hora de Colombia), AAAA-MM-DD'),
  agent: unlessBlank(text().max(120)).describe(
    'Id del asesor, o `none` para las sin asignar. Un asesor solo ve las suyas: cualquier otro valor es 403',
  ),
  followUp: unlessBlank(z.enum([DUE_FOLLOW_UPS], { error: `Seguimiento inválido: usa ${DUE_FOLLOW_UPS}` })).describe(
    `\`${DUE_FOLLOW_UPS}\`: las abiertas (ni cerradas ni descartadas) con seguimiento hoy o ya vencido, la más atrasada primero`,
  ),
};
/** The `agent` filter's value for the leads nobody answers for. */
export const NO_AGENT = 'none';
const fromNotAfterTo = {
  check: (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
  params: { path: ['to'], error: 'La fecha final debe ser igual o posterior a la inicial' },
};

export const LeadFilterQuery = z.object(filterShape).refine(fromNotAfterTo.check, fromNotAfterTo.params);
export const LeadListQuery = PageQuery.extend(filterShape).refine(fromNotAfterTo.check, fromNotAfterTo.params);
export type LeadFilters = z.infer<typeof LeadFilterQuery>;

export const UnreadLeadsSchema = z.object({
  unread: z.number().int().describe('Solicitudes que siguen en estado nuevo'),
  dueToday: z.number().int().describe('Solicitudes abiertas con seguimiento hoy o ya vencido'),
});

export const LeadFollowUpInput = z.object({
  followUpOn: z
    .preprocess(blankToNull, Day.nullable())
    .describe('AAAA-MM-DD, de hoy (hora de Colombia) a un año; null lo quita'),
});

export const LEAD_TIMELINE_KINDS = ['received', 'status', 'note', 'assigned', 'follow-up', 'mail'] as const;
export const LeadTimelineSchema = z.object({
  entries: z
    .array(
      z.object({
        at: z.string().describe('ISO-8601'),
        kind: z.enum(LEAD_TIMELINE_KINDS),
        text: z.string().describe('Lo ocurrido, en español'),
        by: ActorSchema.nullable().describe('Quién lo hizo; null en los correos (los envía el portal)'),
        mail: z
          .object({
            to: z.array(z.string()),
            subject: z.string(),
            state: z.enum(MAIL_STATES),
          })
          .nullable(),
      }),
    )
    .describe('Lo más antiguo primero'),
});

export const LeadStatusInput = z.object({ status: z.enum(LEAD_STATUSES, { error: INVALID_LEAD_STATUS }) });

const INVALID_AGENT = 'Elige un asesor del equipo, o null para dejarla sin asignar';
export const LeadAssignInput = z.object({
  agentId: text({ error: INVALID_AGENT })
    .min(1, INVALID_AGENT)
    .max(120, INVALID_AGENT)
    .nullable()
    .describe('Id de una persona activa del equipo (asesor o administrador); null: sin asignar'),
});

const RESPONSE_TIME_DAYS = 30;
export const ResponseTimesQuery = z.object({
  days: z.coerce
    .number({ error: 'Los días deben ser un número' })
    .int('Los días deben ser un número entero')
    .min(1, 'Al menos 1 día')
    .max(365, 'Como máximo 365 días')
    .default(RESPONSE_TIME_DAYS)
    .describe('Cuántos días hacia atrás, hoy incluido (30 si no se indica)'),
});
export const ResponseTimesSchema = z.object({
  days: z.number().int(),
  since: z.string().describe('ISO-8601: cuentan las solicitudes llegadas desde este instante'),
  agents: z.array(
    z.object({
      agentId: z.string().nullable().describe('null: las solicitudes sin asignar'),
      name: z.string(),
      leads: z.number().int().describe('Solicitudes llegadas en el periodo'),
      contacted: z.number().int().describe('De ellas, cuántas ya salieron de `nuevo`'),
      medianMinutes: z
        .number()
        .int()
        .nullable()
        .describe('Mediana de minutos hasta el primer contacto de las contactadas; null si ninguna'),
    }),
  ),
});

/** The panel's note editor takes no more than the API keeps. */
export { MAX_NOTE_LENGTH };

const NOTE_REQUIRED = 'Envía la nota (vacía para borrarla)';
export const LeadNoteInput = z.object({
  note: z
    .preprocess(
      blankToNull,
      text({ multiline: true, error: NOTE_REQUIRED }).max(MAX_NOTE_LENGTH, NOTE_TOO_LONG).nullable(),
    )
    .describe('Vacía o null borra la nota'),
  previousNote: z
    .preprocess(blankToNull, text({ multiline: true }).nullable())
    .optional()
    .describe('La nota de la que partió quien escribe: si otra persona la cambió desde entonces, responde 409'),
});
