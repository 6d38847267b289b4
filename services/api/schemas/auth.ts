import { z } from 'zod';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';

export const LoginInput = z.object({
  email: z.string({ error: 'Escribe tu correo electrónico' }).trim().toLowerCase().email(INVALID_EMAIL).max(200),
  password: z.string({ error: 'Escribe tu contraseña' }).min(1, 'Escribe tu contraseña').max(200),
});

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.string(),
});

export const ReturnToQuery = z.object({ returnTo: z.string().max(500).optional() });
