import { z } from 'zod';
import { LEAD_SOURCES } from '../../domain/lead/events.js';
import { MESSAGE_TOO_SHORT, NAME_TOO_SHORT, PHONE_TOO_SHORT } from '../../domain/lead/messages.js';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';
import { emailSchema, optionalText, requiredText } from './common.js';

/** SPEC §5: the same rules and messages for both contact forms. */
const visitor = {
  name: requiredText(NAME_TOO_SHORT, 120, { min: 2 }),
  email: emailSchema(INVALID_EMAIL),
  phone: requiredText(PHONE_TOO_SHORT, 40, { min: 10 }),
  message: requiredText(MESSAGE_TOO_SHORT, 5_000, { min: 10, multiline: true }),
  propertyId: optionalText(120),
  propertyTitle: optionalText(200),
};

export const ContactSubmissionInput = z.object({ ...visitor, sentToEmail: optionalText(200) });
export const ContactInput = z.object({ ...visitor, propertyAddress: optionalText(200) });

export const ContactAcceptedSchema = z.object({ id: z.string(), success: z.literal(true), message: z.string() });

const LeadSchema = z.object({
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

export const PageQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(1, 'La página empieza en 1').default(1),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int()
    .min(1)
    .max(100, 'Máximo 100 por página')
    .default(50),
});
