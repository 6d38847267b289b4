import { z } from 'zod';

export const LoginInput = z.object({
  email: z.string({ error: 'Escribe tu correo electrónico' }).trim().toLowerCase().email('Debe ser un email válido').max(200),
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
