/** Said by the decider and by the API's validation of the alert form. */
export const ALERT_DATA_POLICY_REQUIRED = 'Debes aceptar la Política de Tratamiento de Datos para crear la alerta';
export const ALERT_CRITERIA_REQUIRED =
  'La alerta necesita al menos un filtro o una búsqueda: elige qué propiedades quieres recibir';
export const INVALID_FREQUENCY = 'Frecuencia inválida: elige inmediata o diaria';
export const SAVED_SEARCH_NOT_FOUND = 'Esta alerta no existe o ya fue eliminada';
export const SAVED_SEARCH_EXISTS = 'Esta alerta ya fue creada';
