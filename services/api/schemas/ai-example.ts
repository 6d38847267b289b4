import { z } from 'zod';
import { AI_EXAMPLE_CATEGORIES } from '../../domain/ai-example/events.js';
import { EXAMPLE_REQUIRED, INVALID_CATEGORY } from '../../domain/ai-example/messages.js';
import { PROPERTY_STATUSES } from '../../domain/property/events.js';
import { INVALID_STATUS } from '../../domain/property/messages.js';
import { blankToNull, requiredText, text } from './common.js';
import { sortOrder } from './ordered-option.js';

/** SPEC §3: each context field optional; an empty one becomes null. */
const contextId = z.preprocess(blankToNull, text().max(120).nullable()).optional();
const status = z.preprocess(blankToNull, z.enum(PROPERTY_STATUSES, { error: INVALID_STATUS }).nullable()).optional();

export const AiExampleCreateSchema = z.object({
  example: requiredText(EXAMPLE_REQUIRED, 300),
  propertyTypeId: contextId,
  municipalityId: contextId,
  status,
  category: z.enum(AI_EXAMPLE_CATEGORIES, { error: INVALID_CATEGORY }).default('general'),
  sortOrder: sortOrder.default(0),
  isActive: z.boolean().default(true),
});

export const AiExampleUpdateSchema = z.object({
  example: requiredText(EXAMPLE_REQUIRED, 300).optional(),
  propertyTypeId: contextId,
  municipalityId: contextId,
  status,
  category: z.enum(AI_EXAMPLE_CATEGORIES, { error: INVALID_CATEGORY }).optional(),
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
  status: z.enum(PROPERTY_STATUSES, { error: INVALID_STATUS }).optional(),
  /** Admins list inactive examples too. */
  includeInactive: z.enum(['true', 'false']).optional(),
});
