/** Said by the decider and the API alike. */
export const TWO_STEP_ALREADY_ON = 'Ya tienes activada la verificación en dos pasos.';
export const TWO_STEP_NOT_ON = 'La verificación en dos pasos no está activada.';
export const NO_ENROLMENT_STARTED =
  'No hay una activación en curso, o empezaste otra: vuelve a empezar la activación de la verificación en dos pasos.';
export const WRONG_CODE = 'El código no es correcto. Escribe el que muestra ahora tu aplicación de autenticación.';
export const CODE_ALREADY_USED = 'Ese código ya se usó. Espera a que tu aplicación muestre uno nuevo y escríbelo.';
export const WRONG_RECOVERY_CODE = 'El código de recuperación no es válido o ya se usó.';
export const TWO_STEP_REQUIRED_BY_ADMIN =
  'Un administrador exige la verificación en dos pasos para tu cuenta: no puedes desactivarla.';
export const CANNOT_RESET_OWN_TWO_STEP =
  'No puedes restablecer tu propia verificación en dos pasos: desactívala desde tu cuenta.';
export const NOTHING_TO_RESET = 'Esta persona no tiene la verificación en dos pasos activada ni en curso.';
export const RECOVERY_CODES_COUNT = 'Se necesitan 10 códigos de recuperación distintos.';
