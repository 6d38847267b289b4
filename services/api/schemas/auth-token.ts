import { z } from 'zod';
import { blankToNull } from './common.js';

export const TokenCreateInput = z.object({
  name: z.string({ error: 'El nombre del token es requerido.' }).trim().min(1, 'El nombre del token es requerido.').max(100, 'Máximo 100 caracteres'),
  description: z.preprocess(blankToNull, z.string().trim().max(300, 'Máximo 300 caracteres').nullable()).optional(),
  expiresAt: z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: 'Fecha de expiración inválida' }).nullable()).optional(),
});

export const TokenUpdateInput = z.object({
  isActive: z.boolean({ error: 'Indique si el token está activo' }),
});

export const TokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The secret itself: this list is for admins only, whose screen reveals and copies it (SPEC §2). */
  token: z.string(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
