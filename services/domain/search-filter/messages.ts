export const SEARCH_FILTER_NOT_FOUND = 'Opción de filtro no encontrada';
export const SEARCH_FILTER_DUPLICATE = 'Ya existe una opción de filtro con ese identificador';

/** Said by the decider and by the API's form validation alike. */
export const TYPE_REQUIRED = 'Tipo es requerido';
export const VALUE_REQUIRED = 'Valor es requerido';
