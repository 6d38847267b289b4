import { normalize } from '../../../infra/spanish-text/normalize.js';
import type { Interpretation } from '../interpretation.js';
import type { Phrase } from './phrases.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Finds names in what is left and records them in `result`: every type, the first municipality and
 * neighbourhood, characteristics asked for or refused. Returns the words that matched nothing.
 */
export function matchPhrases(words: string[], phrases: Phrase[], result: Interpretation): string[] {
  const leftover: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = phrases.find((candidate) => candidate.words.every((word, offset) => words[i + offset] === word));
    if (!phrase) {
      leftover.push(words[i]!);
      i++;
      continue;
    }
    const negated = isNegated(words, i);
    switch (phrase.kind) {
      case 'type':
        if (!result.propertyTypeIds.includes(phrase.id)) result.propertyTypeIds.push(phrase.id);
        break;
      case 'municipality':
        result.municipalityId ??= phrase.id;
        break;
      case 'neighbourhood':
        result.neighbourhood ??= phrase.id;
        break;
      case 'characteristic': {
        const list = negated ? result.characteristics.exclude : result.characteristics.include;
        if (!list.includes(phrase.id)) list.push(phrase.id);
        break;
      }
      case 'parking':
        result.parkingSpaces ??= negated ? { max: 0 } : { min: 1 };
        break;
    }
    i += phrase.words.length;
  }
  return leftover;
}

/** "sin ascensor", "sin piscina ni ascensor", "que no tenga ascensor": a negation shortly before, not undone by "con". */
function isNegated(words: string[], index: number): boolean {
  for (let back = index - 1; back >= Math.max(0, index - 4); back--) {
    const word = words[back];
    if (word === 'con' || word === 'y') return false;
    if (word === 'sin' || word === 'no' || word === 'ni') return true;
  }
  return false;
}

/**
 * The municipality a neighbourhood named without one lies in ("apartamento en El Poblado" is in Medellín),
 * when only one municipality has a neighbourhood of that name ("Centro" is everywhere).
 */
export function municipalityOfNeighbourhood(neighbourhood: string, vocabulary: Vocabulary): string | null {
  const homes = vocabulary.neighbourhoods.filter((n) => normalize(n.name) === normalize(neighbourhood));
  return homes.length === 1 ? homes[0]!.municipalityId : null;
}
