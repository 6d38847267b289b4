import { setCurrentUser, type User } from '../../../api/current-user';
import { TwoStepEnabledSchema, TwoStepEnrolmentSchema, UserSchema } from '../../../lib/api-contract';
import { postJson } from '../../../lib/fetch-json';

/** Issue 38 §9, POST /api/auth/two-step/enrolment: a new secret, as a QR code and as text to type. */
export const startTwoStepEnrolment = (password: string) =>
  postJson('/api/auth/two-step/enrolment', { password }, TwoStepEnrolmentSchema);

/**
 * A code of the app turns two-step on; the answer's recovery codes are shown once. The signed-in person is updated
 * only by `finishEnrolment`, once they have kept them: an enrolment an admin required opens the panel at that moment.
 */
export const confirmTwoStepEnrolment = (code: string) =>
  postJson('/api/auth/two-step/enrolment/confirm', { code }, TwoStepEnabledSchema);

export const finishEnrolment = (user: User) => setCurrentUser(user);

/** With a current code of the app or the password. */
export async function disableTwoStep(proof: { code: string } | { password: string }) {
  const user = await postJson('/api/auth/two-step/disable', proof, UserSchema);
  await setCurrentUser(user);
  return user;
}
