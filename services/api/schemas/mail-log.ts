import { z } from 'zod';

/** pendiente: waits for its turn (or for the server to come back); fallido: refused for good, until an admin retries. */
export const MAIL_STATES = ['pendiente', 'enviado', 'fallido'] as const;

export const MAIL_STATE_LABELS = { pendiente: 'Pendiente', enviado: 'Enviado', fallido: 'Fallido' } as const;

/** What caused each kind of mail, as the Correos log names it. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  'lead-alert': 'Aviso de solicitud',
  'lead-ack': 'Confirmación al visitante',
  'lead-assigned': 'Solicitud asignada',
  'lead-follow-up': 'Recordatorio de seguimiento',
  'alert-confirm': 'Confirmación de alerta',
  alert: 'Alerta de búsqueda',
  digest: 'Resumen diario de alerta',
  'password-reset': 'Restablecer contraseña',
  invitation: 'Invitación al equipo',
};

/** The event that caused a mail, in the words the Correos log shows after «por» (never the event's own name). */
const MAIL_CAUSE_LABELS: Record<string, string> = {
  ContactRequested: 'un formulario de contacto',
  LeadAssigned: 'una asignación de solicitud',
  PasswordResetRequested: 'un pedido de enlace para la contraseña',
  UserInvited: 'una invitación al equipo',
  SavedSearchCreated: 'una alerta nueva',
  PropertyListed: 'una propiedad nueva',
  PropertyRestored: 'una propiedad restaurada',
  PropertyPublished: 'una publicación',
  PropertyRevised: 'un cambio en una propiedad',
  DailyDigest: 'el resumen del día',
  LeadFollowUpDue: 'un seguimiento programado para hoy',
};

export const mailCauseLabel = (eventType: string): string => MAIL_CAUSE_LABELS[eventType] ?? 'un cambio en el portal';

export const MailLogQuery = z.object({
  state: z.enum(MAIL_STATES).optional().describe('Solo los correos en este estado'),
  page: z.coerce.number().int().min(1).default(1).describe('Página (50 correos por página, los más recientes primero)'),
});

const MailEntrySchema = z.object({
  id: z.string().describe('La clave del correo en la cola: dice qué lo causó'),
  messageId: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  kind: z.string().describe('Qué clase de correo es (p. ej. lead-alert)'),
  event: z.object({ id: z.string(), type: z.string(), position: z.string() }).describe('El evento que lo causó'),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('El último fallo, en palabras del servidor de correo'),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});

export const MailLogSchema = z.object({
  messages: z.array(MailEntrySchema),
  counts: z.object({ pendiente: z.number().int(), enviado: z.number().int(), fallido: z.number().int() }),
  pagination: z.object({ page: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
  sender: z.object({
    failingSince: z.string().nullable().describe('Desde cuándo el servidor de correo no recibe; null si recibe'),
    retryAt: z.string().nullable().describe('Cuándo se vuelve a intentar'),
    lastError: z.string().nullable(),
    stopped: z.string().nullable().describe('El evento en que el correo se detuvo por un error del programa'),
  }),
});

export const MailRetriedSchema = z.object({ message: z.string() });
