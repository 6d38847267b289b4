/** Said by the decider and by the API's form validation alike. */
export const INVALID_SORT_ORDER = 'El orden debe ser un número entero igual o mayor que cero';
