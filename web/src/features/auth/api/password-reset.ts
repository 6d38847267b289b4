import { z } from 'zod';
import {
  PasswordResetAnswerSchema,
  PasswordResetConfirmInput,
  type PasswordResetRequestInput,
} from '../../../lib/api-contract';
import { postJson } from '../../../lib/fetch-json';

const REPEAT_DIFFERS = 'Las contraseñas no coinciden';

/** The API's rule for the new password, plus the repetition only the form asks for. */
export const NewPasswordForm = PasswordResetConfirmInput.pick({ password: true })
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.repeatPassword === values.password, {
    path: ['repeatPassword'],
    message: REPEAT_DIFFERS,
  });

/** POST /api/password-reset: the one answer, whether or not the address has an account. */
export const requestPasswordReset = (input: z.input<typeof PasswordResetRequestInput>) =>
  postJson('/api/password-reset', input, PasswordResetAnswerSchema);

/** POST /api/password-reset/confirm with the mailed link's token. */
export const confirmPasswordReset = (token: string, password: string) =>
  postJson('/api/password-reset/confirm', { token, password }, PasswordResetAnswerSchema);
