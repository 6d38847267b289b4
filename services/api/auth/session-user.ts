import type { UserDocument } from '../../../projections/users/projection.js';
import { isTwoStepOn, twoStepOf } from '../../../projections/users/two-step.js';

/** The signed-in person as sign-in and "who am I" answer (`UserSchema`): never the password hash. */
export const userDto = (user: UserDocument) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  profileImageUrl: user.profileImageUrl,
  role: user.role,
  mustChangePassword: user.mustChangePassword === true,
  twoStep: {
    enabled: isTwoStepOn(user),
    required: twoStepOf(user).required,
    recoveryCodesLeft: twoStepOf(user).recoveryCodesLeft,
  },
});
