import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import { soundOf, typoDistance, typoTolerance } from '../../../infra/spanish-text/typos.js';
import { FILLER_WORDS, NEAR_WORDS, OPERATION_WORDS, RENTED_WORDS, SOLD_WORDS, UNIT_WORDS } from './lexicon.js';
import { PLACE_WORDS } from './colombian-places.js';
import { isCommonWord } from './common-words.js';
import type { Phrase } from './phrases.js';

/**
 * Every word the understanding knows. Order matters: among candidates equally close to a typo, the first
 * one wins.
 */
export function typoDictionary(phrases: Phrase[]): Set<string> {
  return new Set([
    // A diminutive is read as written, never as the target of a typo ("añitos" is no "bañitos").
    ...phrases.flatMap((phrase) => phrase.words).filter((word) => !/it[oa]s?$/.test(word)),
    ...UNIT_WORDS,
    ...Object.values(OPERATION_WORDS)
      .flat()
      .flatMap((w) => w.split(' ')),
    ...SOLD_WORDS,
    ...RENTED_WORDS,
    ...[...NEAR_WORDS.before, ...NEAR_WORDS.after].flatMap((phrase) => phrase.split(' ')),
  ]);
}

interface Corrector {
  /** The known words by how they sound, the first of each sound winning. */
  sounds: Map<string, string>;
  /** The known words by the consonants they sound with, for words typed without vowels ("vnta", "fnca", "bnta"). */
  skeletons: Map<string, string[]>;
  /** What each unknown word seen so far was read as (itself when nothing is close). */
  seen: Map<string, string>;
}

/**
 * Built once per dictionary. Visitors use the same few thousand words, so remembering each unknown word's
 * reading spares comparing it with every known word again; the memory is capped.
 */
const correctors = new WeakMap<Set<string>, Corrector>();
const MOST_WORDS_REMEMBERED = 20_000;
function correctorOf(dictionary: Set<string>): Corrector {
  let corrector = correctors.get(dictionary);
  if (!corrector) {
    const sounds = new Map<string, string>();
    const skeletons = new Map<string, string[]>();
    for (const word of new Set([...dictionary, ...PLACE_WORDS])) {
      if (word.length >= 4 && !sounds.has(soundOf(word))) sounds.set(soundOf(word), word);
      const consonants = skeletonOf(soundOf(word));
      if (consonants.length >= 3 && !word.includes(' '))
        skeletons.set(consonants, [...(skeletons.get(consonants) ?? []), word]);
    }
    corrector = { sounds, skeletons, seen: new Map() };
    correctors.set(dictionary, corrector);
  }
  return corrector;
}

/**
 * Words spelt by ear ("kasa", "benta", "medeyin", "Manisales"), typed without vowels ("vnta") or close to a known one
 * ("apartameto", "parquedero", "medelin") are read as it; a Colombian place's name is never "corrected" ("Pasto" is
 * not "patio"), nor a common word into another one (closestKnown). `originals` remembers what the visitor wrote, for
 * the words that end up as free text.
 */
export function correctTypos(text: string, dictionary: Set<string>, originals: Map<string, string>): string {
  const corrector = correctorOf(dictionary);
  return text.replace(/[a-z]{4,}/g, (word) => {
    const known = dictionary.has(word) || isStopWord(word) || FILLER_WORDS.has(word) || PLACE_WORDS.has(word);
    if (known) return word;
    let reading = corrector.seen.get(word);
    if (reading === undefined) {
      reading = closestKnown(word, dictionary, corrector, isCommonWord(word)) ?? word;
      if (corrector.seen.size >= MOST_WORDS_REMEMBERED) corrector.seen.clear();
      corrector.seen.set(word, reading);
    }
    if (reading !== word) originals.set(reading, word);
    return reading;
  });
}

/**
 * The known word an unknown one was meant as: one that sounds the same; one with a doubled letter typed once; one
 * with the same consonants when vowels were left out ("vnta" is "venta"); else the closest within the typos forgiven. A common word of the language
 * (`common`) is spelt right: it is read as a known word only when it sounds the same ("caza" is heard as "casa") or
 * is its singular or plural ("perro" of "perros"), never as any word a letter away ("casados" is no typo of
 * "asados", nor "casar" of "casa").
 */
function closestKnown(word: string, dictionary: Set<string>, corrector: Corrector, common: boolean): string | null {
  const heard = corrector.sounds.get(soundOf(word));
  if (heard) return heard;
  if (!common) {
    // A key pressed twice: "Calli" is Cali (not "calle", as near by letters), "bodegga" bodega.
    const once = word.replace(/([a-z])\1/g, '$1');
    if (once !== word && (dictionary.has(once) || PLACE_WORDS.has(once))) return once;
    const unvowelled = withVowelsBack(word, corrector.skeletons);
    if (unvowelled) return unvowelled;
  }
  if (word.length < 5) return null;
  const tolerance = typoTolerance(word);
  let best: string | null = null;
  let bestDistance = tolerance + 1;
  for (const candidate of dictionary) {
    if (candidate.length < 5) continue;
    const distance = typoDistance(word, candidate, tolerance);
    if (distance < bestDistance && (!common || isSingularOrPlural(word, candidate))) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

const skeletonOf = (word: string) => word.replace(/[aeiou]/g, '');

/**
 * The known word that the word is with vowels left out, needing the fewest put back ("vnta" is "venta", not
 * "viento"; "loacl" is no "alcala" with vowels missing); none when two need as few.
 */
function withVowelsBack(word: string, skeletons: Map<string, string[]>): string | null {
  // Compared as they sound, so that a word spelt by ear loses its vowels too ("bnta" is "venta").
  const heard = soundOf(word);
  const consonants = skeletonOf(heard);
  if (consonants.length < 3) return null;
  const candidates = (skeletons.get(consonants) ?? []).filter(
    (known) => known.length > word.length && isSubsequence(heard, soundOf(known)),
  );
  const fewest = Math.min(...candidates.map((known) => known.length));
  const closest = candidates.filter((known) => known.length === fewest);
  return closest.length === 1 ? closest[0]! : null;
}

/** "perro" and "perros", "balcón" and "balcones": the forms a common word may still be read across. */
const isSingularOrPlural = (a: string, b: string) => a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/** Whether every letter of `part` appears in `whole`, in order. */
function isSubsequence(part: string, whole: string): boolean {
  let next = 0;
  for (const letter of whole) if (letter === part[next]) next++;
  return next === part.length;
}
