import { z } from 'zod';
import { ErrorSchema } from './common.js';
import { UserSchema } from './auth.js';

export const TWO_STEP_REQUIRED = 'TWO_STEP_REQUIRED';
const CODE_FORMAT = 'Escribe los 6 dígitos que muestra tu aplicación de autenticación';

/** Six digits, as apps show them; spaces people copy along are dropped. */
const code = z
  .string({ error: CODE_FORMAT })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CODE_FORMAT))
  .describe('Código de 6 dígitos de la aplicación de autenticación');
const recoveryCode = z
  .string({ error: 'Escribe uno de tus códigos de recuperación' })
  .trim()
  .min(1, 'Escribe uno de tus códigos de recuperación')
  .max(40, 'El código de recuperación no es válido o ya se usó.')
  .describe('Uno de los códigos de recuperación (xxxxx-xxxxx), en lugar del código de la aplicación');

/** The password step's answer for an account with two-step on: no session yet, a ticket for the second step. */
export const TwoStepChallengeSchema = ErrorSchema.extend({
  code: z.literal(TWO_STEP_REQUIRED).optional().describe('Presente si la contraseña era correcta y falta el código'),
  ticket: z.string().optional().describe('Para POST /api/login/two-step: vale 5 minutos'),
  expiresAt: z.string().optional(),
}).describe('Error en español; con `code: TWO_STEP_REQUIRED`, la contraseña era correcta y falta el segundo paso');

const ONE_OF = 'Escribe el código de tu aplicación o uno de tus códigos de recuperación';
export const TwoStepSignInInput = z
  .object({
    ticket: z.string({ error: 'Vuelve a escribir tu correo y contraseña' }).min(1).max(1000),
    code: code.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: ONE_OF,
    path: ['code'],
  });

export const TwoStepEnrolmentStartInput = z.object({
  password: z.string({ error: 'Escribe tu contraseña' }).min(1, 'Escribe tu contraseña').max(200),
});

export const TwoStepConfirmInput = z.object({ code });

export const TwoStepDisableInput = z
  .object({
    code: code.optional(),
    password: z.string().min(1, 'Escribe tu contraseña').max(200).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: 'Escribe un código de tu aplicación o tu contraseña',
    path: ['code'],
  });

export const TwoStepEnrolmentSchema = z.object({
  secret: z.string().describe('El secreto en Base32, para escribirlo a mano en la aplicación'),
  otpauthUrl: z.string().describe('Dirección otpauth:// que el código QR contiene'),
  qrCode: z.string().describe('El código QR, como imagen SVG en una dirección data:'),
});

export const TwoStepEnabledSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('10 códigos de recuperación de un solo uso: se muestran solo esta vez y se guardan cifrados con HMAC'),
  user: UserSchema,
});

export const TwoStepRequirementInput = z.object({
  required: z.boolean({ error: 'Indica si se exige la verificación en dos pasos' }),
});
