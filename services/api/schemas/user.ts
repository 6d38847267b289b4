import { z } from 'zod';
import { INVALID_EMAIL } from '../../domain/shared/messages.js';
import { USER_ROLES } from '../../domain/user/events.js';
import { INVALID_ROLE, PASSWORD_TOO_SHORT, PHONE_TOO_SHORT } from '../../domain/user/messages.js';
import { blankToNull, dialablePhoneNumber, emailSchema, optionalText } from './common.js';

/**
 * The same minimum as `npm run create-admin` (ADMIN_PASSWORD). The API also asks for a password that is hard to
 * guess (services/api/auth/password-strength.ts), which needs dictionaries the web's copy of this schema leaves out.
 */
export const PASSWORD_MIN_LENGTH = 12;

const role = z
  .enum(USER_ROLES, { error: INVALID_ROLE })
  .describe(
    '`admin` gestiona el sitio; `asesor` entra al panel para las propiedades, sus fotos y las solicitudes; `user` no entra al panel',
  );

/** An agent's WhatsApp number, shown with their listings; empty: none. */
const phone = z
  .preprocess(blankToNull, dialablePhoneNumber(PHONE_TOO_SHORT).nullable())
  .optional()
  .describe('WhatsApp del asesor (10 dígitos o más), el que ven los visitantes en sus propiedades');

export const UserCreateInput = z.object({
  email: emailSchema(INVALID_EMAIL),
  // Never normalised: a password is compared as typed.
  password: z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200, 'Máximo 200 caracteres')
    .optional()
    .describe(
      'Sin ella (lo normal), la persona recibe por correo una invitación para elegir la suya; con ella, es temporal: la cambia al entrar',
    ),
  firstName: optionalText(100),
  phone,
  role,
});

export const UserUpdateInput = z.object({
  firstName: optionalText(100).describe('Nombre que se muestra; vacío lo quita'),
  phone,
  role: role.optional(),
  active: z
    .boolean({ error: 'Indica si la cuenta está activa' })
    .optional()
    .describe('false desactiva la cuenta: no puede iniciar sesión y sus sesiones abiertas se cierran'),
});

/** An account as admins see it: never the password hash. */
export const UserAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  active: z.boolean(),
  mustChangePassword: z.boolean().describe('Tiene una contraseña de un solo uso: elegirá la suya al entrar'),
  invitationPending: z
    .boolean()
    .describe(
      'Se le envió una invitación y todavía no eligió su contraseña (POST /api/users/{id}/invitation la reenvía)',
    ),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable().describe('Último inicio de sesión; null si nunca ha iniciado sesión'),
  twoStepEnabled: z.boolean().describe('Entra con un código de su aplicación de autenticación además de la contraseña'),
  twoStepRequired: z.boolean().describe('Un administrador le exige la verificación en dos pasos'),
});

/** A reset's answer: the one-time password is said once, here, and stored only as its hash. */
export const PasswordResetSchema = z.object({
  account: UserAccountSchema,
  oneTimePassword: z
    .string()
    .describe('Contraseña de un solo uso: se cambia al iniciar sesión; no se vuelve a mostrar'),
});
