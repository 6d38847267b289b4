import { z } from 'zod';
import { setCurrentUser } from '../../../api/current-user';
import { PasswordChangeInput, UserSchema } from '../../../lib/api-contract';
import { postJson } from '../../../lib/fetch-json';

const REPEAT_DIFFERS = 'Las contraseñas nuevas no coinciden';

/**
 * The API's own schema of a password change, plus the repetition only the form asks for (a typo in a password
 * nobody sees would lock its owner out).
 */
export const PasswordChangeForm = PasswordChangeInput.extend({
  repeatNewPassword: z.string(),
}).refine((values) => values.repeatNewPassword === values.newPassword, {
  path: ['repeatNewPassword'],
  message: REPEAT_DIFFERS,
});

/**
 * POST /api/auth/password; the answer (no longer obliged to change it) becomes the signed-in person at once, which
 * opens the panel after a forced change.
 */
export async function changeOwnPassword({ currentPassword, newPassword }: z.output<typeof PasswordChangeForm>) {
  const user = await postJson('/api/auth/password', { currentPassword, newPassword }, UserSchema);
  await setCurrentUser(user);
  return user;
}
