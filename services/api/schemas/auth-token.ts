import { z } from 'zod';
import { INVALID_EXPIRY, TOKEN_NAME_REQUIRED } from '../../domain/token/messages.js';
import { blankToNull, optionalText, requiredText } from './common.js';

export const TokenCreateInput = z.object({
  name: requiredText(TOKEN_NAME_REQUIRED, 100),
  description: optionalText(300, { multiline: true }),
  expiresAt: z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: INVALID_EXPIRY }).nullable()).optional(),
  canManageTokens: z
    .boolean({ error: 'Indica si el token puede gestionar tokens' })
    .default(false)
    .describe('Permite al token gestionar tokens; solo lo concede la sesión de un administrador'),
});

export const TokenUpdateInput = z.object({
  isActive: z.boolean({ error: 'Indica si el token está activo' }),
});

/** A token as listed: never the secret, which only creation and `POST /auth-tokens/{id}/reveal` answer. */
export const TokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tokenLast4: z.string().describe('Últimos 4 caracteres del token, para reconocerlo sin revelarlo'),
  canManageTokens: z.boolean(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const TokenWithSecretSchema = TokenSchema.extend({
  token: z.string().describe('El valor para `Authorization: Bearer`'),
});
