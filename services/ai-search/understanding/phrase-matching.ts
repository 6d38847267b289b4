import { normalize } from '../../../infra/spanish-text/normalize.js';
import type { Interpretation } from '../interpretation.js';
import type { Phrase } from './phrases.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Finds names in what is left and records them in `result`: every type, municipality and neighbourhood asked for
 * or refused, characteristics asked for or refused. Returns the words that matched nothing.
 */
export function matchPhrases(words: string[], phrases: Phrase[], result: Interpretation): string[] {
  const byFirstWord = indexOf(phrases);
  const leftover: string[] = [];
  const add = (list: string[], id: string) => {
    if (!list.includes(id)) list.push(id);
  };
  let previousPhraseEnd = 0;
  let previous: { kind: Phrase['kind']; negated: boolean } | undefined;
  for (let i = 0; i < words.length;) {
    const phrase = byFirstWord
      .get(words[i]!)
      ?.find((candidate) => candidate.words.every((word, offset) => words[i + offset] === word));
    if (!phrase) {
      leftover.push(words[i]!);
      i++;
      continue;
    }
    const negated =
      isNegated(words, i, previousPhraseEnd) ||
      continuesRefusal(previous, phrase.kind, words.slice(previousPhraseEnd, i));
    switch (phrase.kind) {
      case 'type':
        add(negated ? result.excluded.propertyTypeIds : result.propertyTypeIds, phrase.id);
        break;
      case 'municipality':
        add(negated ? result.excluded.municipalityIds : result.municipalityIds, phrase.id);
        break;
      case 'neighbourhood':
        add(negated ? result.excluded.neighbourhoods : result.neighbourhoods, phrase.id);
        break;
      case 'characteristic':
        for (const id of [phrase.id, ...(phrase.also ?? [])])
          add(negated ? result.characteristics.exclude : result.characteristics.include, id);
        break;
      case 'parking':
        result.parkingSpaces ??= negated ? { max: 0 } : { min: 1 };
        break;
    }
    i += phrase.words.length;
    previousPhraseEnd = i;
    previous = { kind: phrase.kind, negated };
  }
  return leftover;
}

/**
 * A place or type joined to a refused one of its kind is refused too: "fuera de Kennedy y Bosa", "que no sea en Suba o
 * Usme", "nada de casas ni fincas". Features are left to their own words ("sin ascensor y piscina" says too little).
 */
function continuesRefusal(
  previous: { kind: Phrase['kind']; negated: boolean } | undefined,
  kind: Phrase['kind'],
  between: string[],
): boolean {
  if (!previous?.negated || previous.kind !== kind || kind === 'characteristic' || kind === 'parking') return false;
  return between.length === 1 && ['y', 'o', 'ni', 'and', 'or', 'nor'].includes(between[0]!);
}

/** The phrases by their first word, longest first as `phrases` are; built once per list of phrases. */
const indexes = new WeakMap<Phrase[], Map<string, Phrase[]>>();
function indexOf(phrases: Phrase[]): Map<string, Phrase[]> {
  let index = indexes.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) index.set(phrase.words[0]!, [...(index.get(phrase.words[0]!) ?? []), phrase]);
    indexes.set(phrases, index);
  }
  return index;
}

/**
 * Words that refuse what follows them closely: "sin ascensor", "que no sea en Bogotá", "fuera del Poblado", "nada de
 * casas", "not in Suba", "without elevator".
 */
const NEGATIONS = new Set(['sin', 'no', 'ni', 'fuera', 'excepto', 'salvo', 'nada', 'not', 'without', 'except']);
/** Words that end a refusal: "sin ascensor y con piscina", "no en Suba, busco en Chapinero", "no gym and with pool". */
const AFFIRMATIONS = new Set(['con', 'y', 'busco', 'necesito', 'prefiero', 'quiero', 'importa', 'with', 'and']);

/**
 * A negation shortly before the name (within four words, and after the previous name: "no quiero apartaestudio,
 * busco apartamento" refuses only the first), not undone by an affirmation in between; "ni con X" refuses X, and
 * "menos" refuses only what directly follows it ("cualquier inmueble menos lotes", "menos en Cali"). "no quiero casa" is a refusal:
 * the "quiero" right after a "no" belongs to it.
 */
export function isNegated(words: string[], index: number, after: number): boolean {
  const before = words[index - 1];
  if (before === 'menos' || (['en', 'de', 'del', 'por'].includes(before ?? '') && words[index - 2] === 'menos'))
    return true;
  for (let back = index - 1; back >= Math.max(after, index - 4); back--) {
    const word = words[back]!;
    if (word === 'con' && words[back - 1] === 'ni') return true;
    if (word === 'quiero' && words[back - 1] === 'no') return true;
    if (AFFIRMATIONS.has(word)) return false;
    if (word === 'sin' && refusesTheLack(words, back)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

/** "no lo quiero sin balcón", "ni sin ascensor": refusing the lack of something asks for it. */
function refusesTheLack(words: string[], sin: number): boolean {
  for (let back = sin - 1; back >= Math.max(0, sin - 4); back--) {
    if (words[back] === 'no' || words[back] === 'ni') return true;
    if (words[back] === 'con' || words[back] === 'y') return false;
  }
  return false;
}

/**
 * The municipality a neighbourhood named without one lies in ("apartamento en El Poblado" is in Medellín),
 * when only one municipality has a neighbourhood of that name ("Centro" is everywhere).
 */
export function municipalityOfNeighbourhood(neighbourhood: string, vocabulary: Vocabulary): string | null {
  const homes = homesOf(vocabulary).get(normalize(neighbourhood)) ?? [];
  return homes.length === 1 ? homes[0]! : null;
}

/** Each neighbourhood name's municipalities, built once per vocabulary. */
const homesByVocabulary = new WeakMap<Vocabulary, Map<string, string[]>>();
function homesOf(vocabulary: Vocabulary): Map<string, string[]> {
  let homes = homesByVocabulary.get(vocabulary);
  if (!homes) {
    homes = new Map();
    for (const { name, municipalityId } of vocabulary.neighbourhoods)
      homes.set(normalize(name), [...(homes.get(normalize(name)) ?? []), municipalityId]);
    homesByVocabulary.set(vocabulary, homes);
  }
  return homes;
}
