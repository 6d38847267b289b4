export const AI_EXAMPLE_NOT_FOUND = 'Ejemplo de búsqueda no encontrado';
export const AI_EXAMPLE_DUPLICATE = 'Ya existe un ejemplo de búsqueda con ese identificador';

/** Said by the decider and by the API's form validation alike. */
export const EXAMPLE_REQUIRED = 'Ejemplo es requerido';
export const INVALID_CATEGORY = 'Categoría inválida';
