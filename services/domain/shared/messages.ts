/**
 * Spanish messages of rules several aggregates share. The API's form validation (services/api/schemas)
 * imports them, so a form and the decider behind it say the same thing in the same words.
 */
export const INVALID_EMAIL = 'Debe ser un email válido';
export const INVALID_URL = 'URL inválida';
export const NAME_REQUIRED = 'Nombre es requerido';
export const PHONE_CHARACTERS = 'El número solo puede tener dígitos, espacios, +, guiones y paréntesis';
