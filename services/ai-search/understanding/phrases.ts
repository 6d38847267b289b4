import { normalize } from '../../../infra/spanish-text/normalize.js';
import { CHARACTERISTIC_SYNONYMS, COMPOUND_CHARACTERISTICS, MUNICIPALITY_SYNONYMS, TYPE_SYNONYMS } from './lexicon.js';
import type { Consumable } from './query-text.js';
import type { Vocabulary } from './vocabulary.js';

/** A name the query may contain, as normalized words, and what it stands for. */
export type Phrase = {
  words: string[];
  kind: 'type' | 'municipality' | 'neighbourhood' | 'characteristic' | 'parking';
  id: string;
  /** More characteristics the same words name ("portería 24 horas" is the 24-hour watch too). */
  also?: string[];
};

/** Every way of naming a type, place or characteristic of the vocabulary: its name, plural and synonyms. */
export function buildPhrases(vocabulary: Vocabulary): Phrase[] {
  const phrases: Phrase[] = [];
  const add = (kind: Phrase['kind'], id: string, texts: string[]) => {
    for (const text of new Set(texts.map((t) => normalize(t).replace(/-/g, ' '))))
      phrases.push({ kind, id, words: text.split(/\s+/) });
  };
  const plural = (name: string) => (/[aeiou]$/.test(name) ? `${name}s` : `${name}es`);
  for (const item of vocabulary.propertyTypes) {
    const key = normalize(item.name);
    add('type', item.id, [key, plural(key), ...(TYPE_SYNONYMS[key] ?? [])]);
  }
  for (const item of vocabulary.municipalities) {
    const key = normalize(item.name);
    add('municipality', item.id, [key, ...(MUNICIPALITY_SYNONYMS[key] ?? [])]);
  }
  for (const item of vocabulary.neighbourhoods) add('neighbourhood', item.name, [item.name, ...shortNames(item.name)]);
  for (const item of vocabulary.characteristics) {
    const key = normalize(item.name);
    add('characteristic', item.id, [key, plural(key), ...(CHARACTERISTIC_SYNONYMS[key] ?? [])]);
  }
  const characteristicId = (name: string) =>
    vocabulary.characteristics.find((item) => normalize(item.name) === name)?.id;
  for (const [text, names] of Object.entries(COMPOUND_CHARACTERISTICS)) {
    const [first, ...rest] = names.map(characteristicId);
    if (first && rest.every(Boolean))
      phrases.push({ kind: 'characteristic', id: first, also: rest as string[], words: text.split(' ') });
  }
  add('parking', 'parking', [
    'parqueadero',
    'parqueaderos',
    'garaje',
    'garajes',
    'parqueo',
    'estacionamiento',
    'parking',
  ]);
  // Longest first, so "casa campestre" wins over "casa" and "el poblado" over a lone word.
  return phrases.sort((a, b) => b.words.length - a.words.length);
}

/**
 * How a neighbourhood is also written: without its article ("por Poblado", "del Poblado") or the word vereda
 * ("en Fonquetá"). A short remainder ("Golf") is too common a word to stand alone for the place.
 */
function shortNames(name: string): string[] {
  const short = normalize(name).replace(/^(?:el|la|los|las|vereda)\s+/, '');
  return short !== normalize(name) && short.replace(/\s/g, '').length >= 5 ? [short] : [];
}

/** Takes out phrases that contain the names of things without meaning them ("finca raíz", "centro comercial"). */
export function skipNamesNotMeant(text: Consumable): void {
  text.take(
    /\b(?:finca raiz|centros? comerciale?s?|aeropuerto el dorado|(?:trabajar )?desde (?:la )?casa|(?:con )?opcion de compra)\b/,
    () => undefined,
  );
}
