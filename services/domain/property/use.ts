import { slugify } from '../shared/slugify.js';

/** What a property is for: a visitor comparing listings compares homes with homes, shops with shops, land with land. */
export type PropertyUse = 'vivienda' | 'comercial' | 'terreno';

/**
 * The head nouns of property type names, without accents. Property types are master data an admin names freely
 * ("Casa campestre", "Local comercial", "Oficina"), so a use is read from the words of the name rather than from ids.
 * A finca counts as a home, as the demo catalogue and the AI search read it: a country house for living or rest.
 */
const USE_BY_WORD: Readonly<Record<string, PropertyUse>> = {
  apartamento: 'vivienda',
  apto: 'vivienda',
  apartaestudio: 'vivienda',
  estudio: 'vivienda',
  casa: 'vivienda',
  penthouse: 'vivienda',
  duplex: 'vivienda',
  triplex: 'vivienda',
  loft: 'vivienda',
  finca: 'vivienda',
  cabana: 'vivienda',
  chalet: 'vivienda',
  habitacion: 'vivienda',
  local: 'comercial',
  oficina: 'comercial',
  bodega: 'comercial',
  consultorio: 'comercial',
  galpon: 'comercial',
  hotel: 'comercial',
  lote: 'terreno',
  terreno: 'terreno',
  parcela: 'terreno',
};

/**
 * The use of a property type, from its name: the first word of the name that names a use decides, since a Spanish
 * name leads with its noun ("Casa lote" is a house, "Lote comercial" land). Plural names count as their singular.
 * Null when no word of the name is known (a type an admin added with a new word, or a removed type, whose name is
 * ''): the caller then has no use to compare by.
 */
export function useOf(typeName: string): PropertyUse | null {
  for (const word of slugify(typeName).split('-')) {
    // "lotes" drops an s, "locales" an es.
    const use = USE_BY_WORD[word] ?? USE_BY_WORD[word.replace(/s$/, '')] ?? USE_BY_WORD[word.replace(/es$/, '')];
    if (use) return use;
  }
  return null;
}
