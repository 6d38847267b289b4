/** Neighbourhoods whose character overrides the odds: by the sea, historic centres, old traditional barrios. */

export const SEA_VIEW = new Set(['Bocagrande', 'Castillogrande', 'Crespo', 'El Rodadero', 'Bello Horizonte']);
export const HISTORIC = new Set(['La Candelaria', 'Centro Histórico', 'Getsemaní']);
/** Barrios whose houses are the original (1930s–1960s) ones. */
export const OLD_HOUSE_BARRIOS = new Set(['Teusaquillo', 'El Prado', 'Laureles']);
