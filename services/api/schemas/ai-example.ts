import { z } from 'zod';
import { AI_EXAMPLE_CATEGORIES } from '../../domain/ai-example/events.js';
import { PROPERTY_STATUSES } from '../../domain/property/events.js';
import { blankToNull, requiredText, text } from './common.js';

/** SPEC §3: each context field optional; an empty one becomes null. */
const contextId = z.preprocess(blankToNull, text().max(120).nullable()).optional();
const status = z.preprocess(blankToNull, z.enum(PROPERTY_STATUSES, { error: 'Estado inválido' }).nullable()).optional();
const sortOrder = z.number({ error: 'El orden debe ser un número' }).int('El orden debe ser un número entero').min(0, 'El orden no puede ser negativo').max(100_000);

export const AiExampleCreateSchema = z.object({
  example: requiredText('Ejemplo es requerido', 300),
  propertyTypeId: contextId,
  municipalityId: contextId,
  status,
  category: z.enum(AI_EXAMPLE_CATEGORIES, { error: 'Categoría inválida' }).default('general'),
  sortOrder: sortOrder.default(0),
  isActive: z.boolean().default(true),
});

export const AiExampleUpdateSchema = z.object({
  example: requiredText('Ejemplo es requerido', 300).optional(),
  propertyTypeId: contextId,
  municipalityId: contextId,
  status,
  category: z.enum(AI_EXAMPLE_CATEGORIES, { error: 'Categoría inválida' }).optional(),
  sortOrder: sortOrder.optional(),
  isActive: z.boolean().optional(),
});

export const AiExampleSchema = z.object({
  id: z.string(),
  example: z.string(),
  propertyTypeId: z.string().nullable(),
  municipalityId: z.string().nullable(),
  status: z.enum(PROPERTY_STATUSES).nullable(),
  category: z.enum(AI_EXAMPLE_CATEGORIES),
  sortOrder: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const AiExampleListQuery = z.object({
  propertyTypeId: text().max(120).optional(),
  municipalityId: text().max(120).optional(),
  status: z.enum(PROPERTY_STATUSES, { error: 'Estado inválido' }).optional(),
  /** Admins list inactive examples too. */
  includeInactive: z.enum(['true', 'false']).optional(),
});
