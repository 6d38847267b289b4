import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import { typoDistance, typoTolerance } from '../../../infra/spanish-text/typos.js';
import { FILLER_WORDS, OPERATION_WORDS, RENTED_WORDS, SOLD_WORDS } from './lexicon.js';
import { PLACE_WORDS } from './colombian-places.js';
import type { Phrase } from './phrases.js';

/** Words the patterns look for besides the vocabulary's names, so a typo in them is corrected too. */
const UNIT_WORDS = [
  'habitaciones',
  'habitacion',
  'alcobas',
  'alcoba',
  'cuartos',
  'dormitorios',
  'banos',
  'parqueadero',
  'parqueaderos',
  'garajes',
  'garaje',
  'estacionamiento',
  'metros',
  'cuadrados',
  'estrato',
  'millones',
  'millon',
  'remodelado',
  'remodelada',
  'estrenar',
  'permuta',
  'destacado',
  'destacados',
  'mensual',
  // Correct words close to another known one: "mensuales" is no typo of "mensual".
  'mensuales',
  'mensualidad',
  'alrededor',
  'aproximadamente',
  'maximo',
  'minimo',
];

/**
 * Every word the understanding knows. Order matters: among candidates equally close to a typo, the first
 * one wins.
 */
export function typoDictionary(phrases: Phrase[]): Set<string> {
  return new Set([
    ...phrases.flatMap((phrase) => phrase.words),
    ...UNIT_WORDS,
    ...Object.values(OPERATION_WORDS)
      .flat()
      .flatMap((w) => w.split(' ')),
    ...SOLD_WORDS,
    ...RENTED_WORDS,
  ]);
}

/**
 * Words close to a known one ("apartameto", "parquedero", "medelin") are read as it; a Colombian place's name is
 * never "corrected" ("Pasto" is not "patio"). `originals` remembers what the visitor wrote, for the words that end
 * up as free text.
 */
export function correctTypos(text: string, dictionary: Set<string>, originals: Map<string, string>): string {
  return text.replace(/[a-z]{5,}/g, (word) => {
    const known = dictionary.has(word) || isStopWord(word) || FILLER_WORDS.has(word) || PLACE_WORDS.has(word);
    if (known) return word;
    const tolerance = typoTolerance(word);
    let best: string | null = null;
    let bestDistance = tolerance + 1;
    for (const candidate of dictionary) {
      if (candidate.length < 5) continue;
      const distance = typoDistance(word, candidate, tolerance);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    if (best !== null) originals.set(best, word);
    return best ?? word;
  });
}
