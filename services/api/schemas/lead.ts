import { z } from 'zod';
import { LEAD_SOURCES } from '../../domain/lead/events.js';
import { blankToNull } from './common.js';

const optional = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

/** SPEC §5: the same rules and messages for both contact forms. */
const visitor = {
  name: z.string({ error: 'El nombre debe tener al menos 2 caracteres' }).trim().min(2, 'El nombre debe tener al menos 2 caracteres').max(120, 'Máximo 120 caracteres'),
  email: z.string({ error: 'Debe ser un email válido' }).trim().toLowerCase().email('Debe ser un email válido').max(200),
  phone: z.string({ error: 'El teléfono debe tener al menos 10 dígitos' }).trim().min(10, 'El teléfono debe tener al menos 10 dígitos').max(40, 'Máximo 40 caracteres'),
  message: z.string({ error: 'El mensaje debe tener al menos 10 caracteres' }).trim().min(10, 'El mensaje debe tener al menos 10 caracteres').max(5_000, 'Máximo 5000 caracteres'),
  propertyId: optional(120),
  propertyTitle: optional(200),
};

export const ContactSubmissionInput = z.object({ ...visitor, sentToEmail: optional(200) });
export const ContactInput = z.object({ ...visitor, propertyAddress: optional(200) });

export const ContactAcceptedSchema = z.object({ id: z.string(), success: z.literal(true), message: z.string() });

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
});

export const LeadListSchema = z.object({
  leads: z.array(LeadSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(), hasMore: z.boolean() }),
});

export const PageQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(1, 'La página empieza en 1').default(1),
  limit: z.coerce.number({ error: 'El límite debe ser un número' }).int().min(1).max(100, 'Máximo 100 por página').default(50),
});
