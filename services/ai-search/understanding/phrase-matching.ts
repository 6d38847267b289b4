import { normalize } from '../../../infra/spanish-text/normalize.js';
import type { Interpretation } from '../interpretation.js';
import type { Phrase } from './phrases.js';
import { CLAUSE_END } from './query-text.js';
import { departmentAfter } from './colombian-places.js';
import { isNearBefore, nearAfter } from './proximity.js';
import { REPEATED } from './refusal-lexicon.js';
import { isAside, isRefused, isWhereFrom } from './refusals.js';
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
  const phraseAt = (start: number) =>
    byFirstWord
      .get(words[start] ?? '')
      ?.find((candidate) => candidate.words.every((word, offset) => words[start + offset] === word));
  let previousPhraseEnd = 0;
  let previous: { kind: Phrase['kind']; negated: boolean; near?: boolean } | undefined;
  const asides: Array<[list: string[], id: string]> = [];
  for (let i = 0; i < words.length;) {
    const phrase = phraseAt(i);
    if (!phrase) {
      leftover.push(words[i]!);
      i++;
      continue;
    }
    const place = phrase.kind === 'municipality' || phrase.kind === 'neighbourhood';
    if (place && isWhereFrom(words, i)) {
      i += phrase.words.length;
      previousPhraseEnd = i;
      continue;
    }
    const end = i + phrase.words.length;
    const listGoesOn = () => JOINERS.has(words[end] ?? '') && phraseAt(end + 1)?.kind === phrase.kind;
    const negated =
      isRefused(words, i, end, previousPhraseEnd, (at) => phraseAt(at) !== undefined) ||
      continuesRefusal(previous, phrase.kind, words.slice(previousPhraseEnd, i), listGoesOn);
    // "cerca de Bogotá", "en Chía o alrededores", "cerca de Rionegro o Llanogrande": near the place, not in it; but
    // "cerquita de Pance, en Cali" is in Cali.
    const around = place ? nearAfter(words, end) : 0;
    const listedNear =
      previous?.near === true &&
      JOINERS.has(words[previousPhraseEnd] ?? '') &&
      (previousPhraseEnd + 1 === i || (previousPhraseEnd + 2 === i && !['en', 'in'].includes(words[i - 1]!)));
    if (place && !negated && (around > 0 || isNearBefore(words, i) || listedNear)) {
      add(phrase.kind === 'municipality' ? result.near.municipalityIds : result.near.neighbourhoods, phrase.id);
      i = end + around;
      previousPhraseEnd = i;
      previous = { kind: phrase.kind, negated, near: true };
      continue;
    }
    const asked: Partial<Record<Phrase['kind'], string[]>> = {
      type: result.propertyTypeIds,
      municipality: result.municipalityIds,
      neighbourhood: result.neighbourhoods,
      characteristic: result.characteristics.include,
    };
    if (!negated && asked[phrase.kind] && isAside(words, i, phrase.kind !== 'type')) {
      asides.push([asked[phrase.kind]!, phrase.id]);
      i = end;
      previousPhraseEnd = i;
      previous = { kind: phrase.kind, negated };
      continue;
    }
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
        // "sin parqueadero" means none, whatever a number elsewhere seemed to say; asked, a number says more.
        if (negated) result.parkingSpaces = { max: 0 };
        else result.parkingSpaces ??= { min: 1 };
        break;
    }
    i = end;
    if (phrase.kind === 'municipality') i += departmentAfter(phrase.words.join(' '), words, i);
    previousPhraseEnd = i;
    previous = { kind: phrase.kind, negated };
  }
  const unasked = new Set(asides.filter(([list]) => list.length === 0).map(([list]) => list));
  for (const [list, id] of asides) if (unasked.has(list)) add(list, id);
  // A refusal is said on purpose: what is both named and refused ("el apto de ahora… apartamento no") stays refused.
  const withoutRefused = (asked: string[], refused: string[]) =>
    asked.splice(0, asked.length, ...asked.filter((id) => !refused.includes(id)));
  withoutRefused(result.propertyTypeIds, result.excluded.propertyTypeIds);
  withoutRefused(result.municipalityIds, result.excluded.municipalityIds);
  withoutRefused(result.neighbourhoods, result.excluded.neighbourhoods);
  withoutRefused(result.characteristics.include, result.characteristics.exclude);
  return leftover;
}

/** What joins the names of a list: "Kennedy, Bosa y Suba", "Suba o Usme", "casas ni fincas". */
const JOINERS: ReadonlySet<string> = new Set([CLAUSE_END, 'y', 'o', 'ni', 'and', 'or', 'nor']);

/**
 * A place, type or feature joined to a refused one of its kind is refused too: "fuera de Kennedy y Bosa", "que no sea
 * en Suba o Usme", "nada de casas ni fincas". After a comma only inside a list that goes on ("excepto Kennedy, Bosa y
 * Suba"): "que no sea casa, apto en Cali" asks for the apartment; never past the end of a sentence.
 */
function continuesRefusal(
  previous: { kind: Phrase['kind']; negated: boolean } | undefined,
  kind: Phrase['kind'],
  between: string[],
  listGoesOn: () => boolean,
): boolean {
  if (!previous?.negated || previous.kind !== kind || kind === 'parking') return false;
  // The joiner may repeat the preposition: "fuera de Robledo y de Guayabal", "ni en Suba ni en Bosa".
  const [joiner, ...rest] = between;
  if (!JOINERS.has(joiner ?? '') || !rest.every((word) => REPEATED.has(word)) || rest.length > 2) return false;
  // "fuera de Bogotá, en Chía o Cajicá": after a comma, "en" starts where to search.
  if (joiner === CLAUSE_END && (rest.includes('en') || rest.includes('in'))) return false;
  // Features go on only in a list that says so ("sin piscina, jacuzzi ni sauna"): "sin ascensor y piscina" says too little.
  if (kind === 'characteristic' && (joiner === 'y' || joiner === 'and')) return false;
  return joiner !== CLAUSE_END || listGoesOn();
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
