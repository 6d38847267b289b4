/** Said by the decider and by both contact forms' validation in the API (SPEC §5: the same rules and messages). */
export const NAME_TOO_SHORT = 'El nombre debe tener al menos 2 caracteres';
export const PHONE_TOO_SHORT = 'El teléfono debe tener al menos 10 dígitos';
export const MESSAGE_TOO_SHORT = 'El mensaje debe tener al menos 10 caracteres';
