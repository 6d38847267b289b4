/** Said by the decider and by the API's form validation alike. */
export const DESCRIPTION_TOO_SHORT = 'La descripción debe tener al menos 10 caracteres';
