import type { Range } from '../interpretation.js';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import { FILLER_WORDS } from './lexicon.js';
import { CLAUSE_END, isClauseEnd, type Consumable } from './query-text.js';

/*
 * Negation scope, as rules over the words around a name: what refuses it before ("sin", "que no sea en", "fuera de")
 * or after ("casa no", "Bogotá no, Chía sí"), where a refusal stops (a clause end, an affirmation, the previous name),
 * and a refused lack, which asks ("no me sirve sin ascensor", "sin parqueadero no", "que no le falte balcón").
 */

/**
 * Words that refuse what follows them closely: "sin ascensor", "que no sea en Bogotá", "fuera del Poblado", "nada de
 * casas", "not in Suba", "without elevator".
 */
const NEGATIONS = new Set(['sin', 'no', 'ni', 'fuera', 'excepto', 'salvo', 'nada', 'not', 'without', 'except']);
/** Words that say something is missing: refused, they ask for it ("que no le falte parqueadero"). */
const LACK = new Set(['sin', 'without', 'falte', 'falta', 'faltar', 'falten']);
/** Words that refuse the lack after them: "no lo quiero sin balcón", "ninguna sin ascensor", "ni loco sin piscina". */
const REFUSERS = new Set([
  'no',
  'ni',
  'nada',
  'ninguna',
  'ninguno',
  'ningun',
  'nunca',
  'jamas',
  'imposible',
  'not',
  'never',
]);
/** Words that refuse what was just named, said after it: "casa no", "piscina tampoco". */
const AFTER = new Set(['no', 'tampoco', 'nunca', 'jamas']);
/** Words that end a refusal: "sin ascensor y con piscina", "no en Suba, busco en Chapinero", "no gym and with pool". */
const AFFIRMATIONS = new Set([
  'con',
  'y',
  'busco',
  'buscamos',
  'necesito',
  'necesitamos',
  'prefiero',
  'preferimos',
  'quiero',
  'queremos',
  'importa',
  'pero',
  'sino',
  'mejor',
  'with',
  'and',
  'but',
]);

/**
 * Whether the name at words[start, end) is refused: by a negation before it, or by one right after it that closes
 * its clause. A refused lack asks for the name instead: "no me sirve sin ascensor", and "sin parqueadero no", whose
 * "no" refuses the "sin".
 */
export function isRefused(words: string[], start: number, end: number, after: number): boolean {
  const before = negationBefore(words, start, after);
  const closing = refusedAfter(words, end);
  if (before === 'lack' && closing) return false;
  // "no acepto apartamentos sin gimnasio": what is refused is the lack; the apartment is asked for.
  if (before === 'negation' && (words[end] === 'sin' || words[end + 1] === 'sin')) return false;
  return before !== null || closing;
}

/** Emphatic refusals said after the thing, a comma before them or not: "sin aire, ni pensarlo". */
const EMPHATIC = [
  'ni pensarlo',
  'ni de riesgos',
  'ni de vainas',
  'ni hablar',
  'ni loco',
  'ni loca',
  'ni muerto',
  'ni muerta',
  'ni por nada',
  'de ninguna manera',
  'para nada',
  'is a no',
  'is a dealbreaker',
  'is a deal breaker',
];

/** Whether the words right after a name refuse it: "casa no", "piscina tampoco, …", "lote no me interesa". */
function refusedAfter(words: string[], end: number): boolean {
  // "sin patio para mí no funciona": whom it does not suit may come between.
  const next = words[end] === 'para' && FOR_WHOM.has(words[end + 1] ?? '') ? end + 2 : end;
  if (AFTER.has(words[next] ?? '') && closesClause(words, next + 1)) return true;
  const start = words[end] === CLAUSE_END ? end + 1 : end;
  return EMPHATIC.some((phrase) => {
    const parts = phrase.split(' ');
    return parts.every((part, offset) => words[start + offset] === part) && closesClause(words, start + parts.length);
  });
}

/** Pronouns before a verb of refusal: "no me sirve", "no lo quiero". */
const PRONOUNS = new Set(['me', 'nos', 'lo', 'la', 'los', 'las', 'le']);
/** Verbs that, after a "no", say the thing named before is refused: "casa no me interesa", "sin ascensor no sirve". */
const REFUSING_VERBS = new Set([
  'sirve',
  'sirven',
  'interesa',
  'interesan',
  'quiero',
  'queremos',
  'gusta',
  'gustan',
  'funciona',
  'funcionan',
  'vale',
  'valen',
  'considero',
  'consideramos',
  'acepto',
  'aceptamos',
  'hay',
]);
/** Whom something does not suit, said between it and the refusal: "para mí", "para nosotros". */
const FOR_WHOM = new Set(['mi', 'nosotros', 'nosotras', 'me', 'us']);

/** Whether the words from `index` end the clause: its end, the query's, or a verb of refusal ("… no me sirve"). */
function closesClause(words: string[], index: number): boolean {
  const next = PRONOUNS.has(words[index] ?? '') ? index + 1 : index;
  return (
    next >= words.length || isClauseEnd(words[next]!) || REFUSING_VERBS.has(words[next]!) || NEXT.has(words[next]!)
  );
}
/** Words that start the next part after a refusal: "casa no y lote tampoco", "piscina no pero gimnasio sí". */
const NEXT = new Set(['y', 'pero', 'sino', 'and', 'but']);

/**
 * A negation shortly before the name (within four words, in the same clause, and after the previous name: "no quiero
 * apartaestudio, busco apartamento" refuses only the first), not undone by an affirmation in between; "ni con X"
 * refuses X, and "menos" refuses only what directly follows it ("cualquier inmueble menos lotes", "menos en Cali").
 * "no quiero casa" is a refusal: the "quiero" right after a "no" belongs to it. `lack` when the negation is "sin".
 */
function negationBefore(words: string[], index: number, after: number): 'negation' | 'lack' | null {
  const before = words[index - 1];
  if (before === 'menos' || (['en', 'de', 'del', 'por'].includes(before ?? '') && words[index - 2] === 'menos'))
    return 'negation';
  let passed = false;
  for (let back = index - 1; back >= Math.max(after, index - 4); back--) {
    const word = words[back]!;
    if (isClauseEnd(word)) return null;
    if (word === 'con' && (words[back - 1] === 'ni' || words[back - 1] === 'nada')) return 'negation';
    // "no quiero casa", "no busco lote": the verb of wanting right after a "no" belongs to the refusal.
    if (WANTING.has(word) && words[back - 1] === 'no') return 'negation';
    if (AFFIRMATIONS.has(word)) return null;
    if (LACK.has(word))
      return refusesTheLack(words, back) ? null : word === 'sin' || word === 'without' ? 'lack' : null;
    // "nada que no tenga terraza", "no puede no tener zona de ropas": two negations ask for it.
    // "no acepto que no tenga piscina": the first negation may stand a verb further.
    if (word === 'no' && DOUBLED.has(words[back - 1] ?? '') && refusedBefore(words, back - 1)) return null;
    if (NEGATIONS.has(word)) return passed ? null : 'negation';
    // "que no sea caro en Bucaramanga": the negation took the word before the name, not the name.
    if (!isTransparent(word)) passed = true;
  }
  return null;
}

const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(englishStopWords);

/** Verbs of wanting, which after a "no" refuse what follows: "no quiero casa", "no busco lote". */
const WANTING = new Set(['quiero', 'queremos', 'busco', 'buscamos', 'necesito', 'necesitamos', 'prefiero']);
/** What stands between two negations that ask: "nada que no", "no puede no". */
const DOUBLED = new Set(['que', 'puede', 'pueda', 'debe', 'si']);

/** A refusal a few words before `index`, in its clause: "no me muestren los que no…", "no lo quiero si no…". */
function refusedBefore(words: string[], index: number): boolean {
  for (let back = index - 1; back >= Math.max(0, index - 4); back--) {
    if (isClauseEnd(words[back]!)) return false;
    if (REFUSERS.has(words[back]!)) return true;
  }
  return false;
}
/** Verbs a refusal reaches through to the name: "que no sea en Bogotá", "no me muestren casas". */
const THROUGH = new Set([
  'venga',
  'vengan',
  'viene',
  'vienen',
  'incluya',
  'sea',
  'sean',
  'este',
  'esten',
  'quede',
  'queden',
  'ubicado',
  'ubicada',
  'muestren',
  'muestre',
  'acepto',
  'aceptamos',
  'gusta',
  'gustan',
  'interesa',
  'interesan',
  'tenga',
  'tengan',
  'tener',
  'tiene',
  'tienen',
  'haya',
]);
/** Words a negation reaches past: stop words, fillers, the verbs above; any other word takes the negation itself. */
const isTransparent = (word: string) =>
  isStopWord(word) || ENGLISH_STOP_WORDS.has(word) || FILLER_WORDS.has(word) || THROUGH.has(word);

/** Verbs that say where the visitor comes from: "soy de Pasto", "venimos de Santa Marta" asks for nothing there. */
const FROM = new Set(['soy', 'somos', 'vengo', 'venimos', 'llego', 'llegamos']);

/** Whether the place at `index` is where the visitor comes from ("soy de Pasto", "vengo desde la Costa"). */
export function isWhereFrom(words: string[], index: number): boolean {
  const start = ARTICLES.has(words[index - 1] ?? '') ? index - 1 : index;
  return ['de', 'del', 'desde'].includes(words[start - 1] ?? '') && FROM.has(words[start - 2] ?? '');
}

/** Articles a place's name may follow without their being part of it: "en el Retiro", "del Poblado". */
export const ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las']);

/** "no lo quiero sin balcón", "ni sin ascensor", "que no le falte": refusing the lack of something asks for it. */
function refusesTheLack(words: string[], lack: number): boolean {
  // Six words back: "no me vayan a mandar opciones sin garaje".
  for (let back = lack - 1; back >= Math.max(0, lack - 6); back--) {
    if (isClauseEnd(words[back]!)) return false;
    if (REFUSERS.has(words[back]!)) return true;
    if (words[back] === 'con' || words[back] === 'y') return false;
  }
  return false;
}

const PARKING = String.raw`(?:parqueaderos?|parqs?|garajes?|estacionamientos?|parqueos?|puestos? de parqueo|cupos? de parqueo|parking)`;
const REFUSED_LACK_OF_PARKING = new RegExp(
  String.raw`\b(?:no|ni|nada|ninguna|ninguno|ningun|nunca|imposible)\s+(?:[a-z]+\s+){0,5}?(?:sin|falte|falta|faltar)\s+(?:el\s+|un\s+)?${PARKING}\b` +
    String.raw`|\bsin\s+${PARKING}\s+(?:,\s+)?(?:para\s+(?:mi|nosotros)\s+)?(?:no\s+(?:(?:me|nos|la|lo|le)\s+)?(?:sirve|funciona|considero|acepto|hay|interesa)\b|(?:no|ni de riesgos|ni de vainas|ni pensarlo|ni hablar|ni loc[oa]|de ninguna manera|para nada)\s+(?:[,;]|$))`,
);
const WITHOUT_PARKING = new RegExp(String.raw`\bsin\s+${PARKING}\b`);

/**
 * "sin parqueadero": no parking at all, whatever a number elsewhere seemed to say; but "no me sirve sin
 * parqueadero", "sin parqueadero no" and "que no le falte el parqueadero" refuse the lack of it, so they ask for one.
 */
export function readParkingRefusal(text: Consumable): Range | null {
  if (text.take(REFUSED_LACK_OF_PARKING, () => undefined)) return { min: 1 };
  return text.take(WITHOUT_PARKING, () => undefined) ? { max: 0 } : null;
}
