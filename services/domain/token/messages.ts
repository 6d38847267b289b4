/** Said by the decider and by the API's form validation alike. */
export const TOKEN_NAME_REQUIRED = 'El nombre del token es requerido.';
export const INVALID_EXPIRY = 'Fecha de expiración inválida';
