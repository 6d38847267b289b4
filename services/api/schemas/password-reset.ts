import { z } from 'zod';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';
import { PASSWORD_TOO_SHORT } from '../../domain/user/messages.js';
import { PASSWORD_MIN_LENGTH } from './user.js';

/** The one answer to every request for a reset link, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED =
  'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña. Vence en una hora.';
export const PASSWORD_RESET_DONE =
  'Listo: tu contraseña cambió y se cerraron todas tus sesiones. Inicia sesión con la contraseña nueva.';
export const RESET_LINK_INVALID =
  'El enlace para restablecer la contraseña no es válido. Revisa que lo copiaste completo o pide uno nuevo.';

export const PasswordResetRequestInput = z.object({
  email: z.string({ error: 'Escribe tu correo electrónico' }).trim().toLowerCase().email(INVALID_EMAIL).max(200),
});

export const PasswordResetConfirmInput = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(300, RESET_LINK_INVALID),
  // Never normalised: a password is compared as typed.
  password: z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200, 'Máximo 200 caracteres'),
});

export const PasswordResetAnswerSchema = z.object({ message: z.string() });
