import { z } from 'zod';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';
import { USER_ROLES } from '../../domain/user/events.js';
import { PASSWORD_TOO_SHORT } from '../../domain/user/messages.js';
import { PASSWORD_MIN_LENGTH } from './user.js';

export const LoginInput = z.object({
  email: z.string({ error: 'Escribe tu correo electrónico' }).trim().toLowerCase().email(INVALID_EMAIL).max(200),
  password: z.string({ error: 'Escribe tu contraseña' }).min(1, 'Escribe tu contraseña').max(200),
});

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES).describe('`admin` y `asesor` entran al panel; el asesor, solo a propiedades y solicitudes'),
  mustChangePassword: z
    .boolean()
    .describe('Entró con una contraseña que le dieron: hasta que elija la suya solo puede cambiarla o salir'),
  twoStep: z
    .object({
      enabled: z.boolean().describe('Entra con un código de su aplicación de autenticación además de la contraseña'),
      required: z
        .boolean()
        .describe('Un administrador la exige: mientras no la active, la sesión solo sirve para activarla'),
      recoveryCodesLeft: z.number().int().describe('Códigos de recuperación sin usar'),
    })
    .describe('Verificación en dos pasos (TOTP)'),
});

export const PasswordChangeInput = z.object({
  currentPassword: z.string({ error: 'Escribe tu contraseña actual' }).min(1, 'Escribe tu contraseña actual').max(200),
  // Never normalised: a password is compared as typed.
  newPassword: z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200, 'Máximo 200 caracteres'),
});

export const ReturnToQuery = z.object({ returnTo: z.string().max(500).optional() });
