import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import { FILLER_WORDS } from './lexicon.js';
import { CLAUSE_END, isClauseEnd, QUANTITY_MARK } from './query-text.js';
import {
  AFFIRMATIONS,
  AFTER,
  DOUBLED,
  FOR_WHOM,
  FROM,
  IMPERSONAL,
  INDIFFERENT,
  LACK,
  NEGATIONS,
  NEXT,
  POSSESSIVES,
  PRONOUNS,
  REASONS,
  REFUSERS,
  REFUSING_VERBS,
  TAKING_THE_NEGATION,
  THROUGH,
  VERDICTS,
  WANTING,
  WHERE_ONE_IS_NOW,
} from './refusal-lexicon.js';

/*
 * Negation scope, as rules over the words around a name: what refuses it before ("sin", "que no sea en", "fuera de")
 * or after ("casa no", "Bogotá no, Chía sí"), where a refusal stops (a clause end, an affirmation, the previous name),
 * and a refused lack, which asks ("no me sirve sin ascensor", "sin parqueadero no", "que no le falte balcón"). The
 * words they use are data, in refusal-lexicon.ts.
 */

/**
 * Whether the name at words[start, end) is refused: by a negation before it, or by one right after it that closes
 * its clause. A refused lack asks for the name instead: "no me sirve sin ascensor", "sin parqueadero no", whose
 * "no" refuses the "sin", and "si no tiene muelle, no me sirve".
 */
export function isRefused(
  words: string[],
  start: number,
  end: number,
  after: number,
  isNameAt: (index: number) => boolean = () => false,
): boolean {
  const before = negationBefore(words, start, after);
  const closing = refusedAfter(words, end, isNameAt);
  // "sin ascensor no", "si no tiene piscina, no me sirve": a lack refused after it, a comma between them or not.
  if (before === 'lack' && (closing || (words[end] === CLAUSE_END && refusedAfter(words, end + 1, isNameAt))))
    return false;
  if (before === 'lack' && lackRefusedLater(words, end, isNameAt)) return false;
  // "sin piscina uno se derrite": a lack followed by what befalls anyone is a reason to want the thing.
  if (before === 'lack' && IMPERSONAL.has(words[end] ?? '')) return false;
  // "no acepto apartamentos sin gimnasio", "no aceptamos casas que no admitan mascotas": what is refused is the lack
  // said after the name; the name is asked for.
  // A place may stand between: "no me muestren casas en Envigado que no tengan patio".
  let next = end;
  while (next < end + 4 && (isNameAt(next) || ['en', 'de', 'del', 'el', 'la', 'in'].includes(words[next]!))) next++;
  const lackFollows =
    words[next] === 'sin' || words[next + 1] === 'sin' || (words[next] === 'que' && words[next + 1] === 'no');
  if (before === 'negation' && lackFollows) return false;
  // "no nos interesan oficinas en primer piso": the refusal is of the floor the quantity grammar took, not the type.
  if (before === 'negation' && words[end] === 'en' && words[end + 1] === QUANTITY_MARK) return false;
  return before !== null || closing;
}

/**
 * A lack refused further on in its clause, by a negation that names nothing else: "sin ascensor ni me lo muestre",
 * "sin chimenea no la pienso ni mirar", "sin aire acondicionado la gente no se queda", "sin balcón? ni muerto". Not
 * when the negation goes on to another name ("sin balcón, no en Bogotá", "sin piscina ni jacuzzi") or says it does
 * not matter ("sin balcón no hay problema", "ni nada").
 */
function lackRefusedLater(words: string[], end: number, isNameAt: (index: number) => boolean): boolean {
  // Across a sentence end only a short retort: "sin balcón? ni muerto".
  const retort = words[end] !== undefined && isClauseEnd(words[end]!) && words[end] !== CLAUSE_END;
  let index = words[end] === CLAUSE_END || retort ? end + 1 : end;
  const named = (at: number) => isNameAt(at) || words[at] === QUANTITY_MARK || AFFIRMATIONS.has(words[at]!);
  for (; index < words.length && !isClauseEnd(words[index]!); index++) {
    if (named(index)) return false;
    if (!REFUSERS.has(words[index]!)) continue;
    let tail = index + 1;
    for (; tail < words.length && !isClauseEnd(words[tail]!); tail++)
      if (named(tail) || INDIFFERENT.has(words[tail]!) || (words[tail] === 'nada' && words[tail - 1] === 'ni'))
        return false;
    // A verdict on the thing (its pronoun, a verb of refusal, or a short retort), not a reason ("no tengo carro") or
    // a purpose ("para no pagar tanta administración").
    const next = words[index + 1] ?? '';
    const short = words[index] === 'ni' && tail - index <= 3;
    const last = tail === index + 1;
    return (
      words[index - 1] !== 'para' && (short || (!retort && (last || PRONOUNS.has(next) || REFUSING_VERBS.has(next))))
    );
  }
  return false;
}

/** Whether the words right after a name refuse it: "casa no", "piscina tampoco, …", "lote no me interesa". */
function refusedAfter(words: string[], end: number, isNameAt: (index: number) => boolean): boolean {
  // "sin patio para mí no funciona": whom it does not suit may come between.
  const next = words[end] === 'para' && FOR_WHOM.has(words[end + 1] ?? '') ? end + 2 : end;
  if (AFTER.has(words[next] ?? '') && closesClause(words, next + 1)) return true;
  const start = words[end] === CLAUSE_END ? end + 1 : end;
  if (isRetort(words, start, isNameAt)) return true;
  return VERDICTS.some((phrase) => {
    const parts = phrase.split(' ');
    return parts.every((part, offset) => words[start + offset] === part) && closesClause(words, start + parts.length);
  });
}

/**
 * "ni" and at most three words that close the clause and name nothing: an emphatic refusal of what came before it,
 * "Kennedy ni por equivocación", "piscina, ni regalada", "el primer piso ni lo mencionen".
 */
function isRetort(words: string[], ni: number, isNameAt: (index: number) => boolean): boolean {
  if (words[ni] !== 'ni') return false;
  let end = ni + 1;
  while (end < words.length && !isClauseEnd(words[end]!) && end - ni <= 3) {
    if (isNameAt(end) || words[end] === QUANTITY_MARK || NEXT.has(words[end]!) || words[end] === 'con') return false;
    end++;
  }
  return end > ni + 1 && (end >= words.length || isClauseEnd(words[end]!));
}

/** Whether the words from `index` end the clause: its end, the query's, or a verb of refusal ("… no me sirve"). */
function closesClause(words: string[], index: number): boolean {
  const next = PRONOUNS.has(words[index] ?? '') ? index + 1 : index;
  return (
    next >= words.length ||
    isClauseEnd(words[next]!) ||
    // "no me sirve", but not "no hay problema".
    (REFUSING_VERBS.has(words[next]!) && !INDIFFERENT.has(words[next + 1] ?? '')) ||
    NEXT.has(words[next]!)
  );
}
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
    if (isClauseEnd(word) || TAKING_THE_NEGATION.has(word)) return null;
    if (word === 'con' && (words[back - 1] === 'ni' || words[back - 1] === 'nada')) return 'negation';
    // "que no le falten ni el ascensor ni la fibra": each "ni" goes on with the refused lack before it.
    if (word === 'ni' && refusedLackBefore(words, back)) return null;
    // "no quiero casa", "tampoco busco lote", "no lo quiero amoblado": the verb of wanting after a negation (and its
    // pronoun) belongs to the refusal.
    const pronoun = PRONOUNS.has(words[back - 1] ?? '') ? 1 : 0;
    if (WANTING.has(word) && NEGATIONS.has(words[back - 1 - pronoun] ?? '')) return 'negation';
    if (AFFIRMATIONS.has(word)) return null;
    // "porque sin aire acondicionado la gente no se queda": a lack given as a reason argues for the thing.
    if (LACK.has(word) && REASONS.has(words[back - 1] ?? '')) return null;
    if (LACK.has(word))
      return refusesTheLack(words, back) ? null : word === 'sin' || word === 'without' ? 'lack' : null;
    // "nada que no tenga terraza", "no puede no tener zona de ropas": two negations ask for it.
    // "no acepto que no tenga piscina": the first negation may stand a verb further.
    if (word === 'no' && DOUBLED.has(words[back - 1] ?? '') && refusedBefore(words, back - 1)) return null;
    // "si no tiene muelle de carga": a condition on the lack, which a refusal after it turns into a request.
    if (word === 'no' && words[back - 1] === 'si') return passed ? null : 'lack';
    if (NEGATIONS.has(word)) return passed ? null : 'negation';
    // "que no sea caro en Bucaramanga": the negation took the word before the name, not the name.
    if (!isTransparent(word)) passed = true;
  }
  return null;
}

const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(englishStopWords);

/** A refusal a few words before `index`, in its clause: "no me muestren los que no…", "no lo quiero si no…". */
function refusedBefore(words: string[], index: number): boolean {
  for (let back = index - 1; back >= Math.max(0, index - 6); back--) {
    if (isClauseEnd(words[back]!)) return false;
    if (REFUSERS.has(words[back]!)) return true;
  }
  return false;
}
/** Words a negation reaches past: stop words, fillers, the verbs above; any other word takes the negation itself. */
const isTransparent = (word: string) =>
  isStopWord(word) || ENGLISH_STOP_WORDS.has(word) || FILLER_WORDS.has(word) || THROUGH.has(word);

/** Whether the place at `index` is where the visitor comes from ("soy de Pasto", "vengo desde la Costa"). */
export function isWhereFrom(words: string[], index: number): boolean {
  const start = ARTICLES.has(words[index - 1] ?? '') ? index - 1 : index;
  return ['de', 'del', 'desde'].includes(words[start - 1] ?? '') && FROM.has(words[start - 2] ?? '');
}

/**
 * Whether the name at `index` is said in passing, asked only when nothing else of its kind is: where the visitor
 * lives or works now ("trabajo en el centro", "vivimos en un apartamento", "vivo en el exterior"), their own home
 * ("permuta por mi apartamento", "my office"), or a home already spoken of ("la casa principal está vieja", "el
 * terreno debe ser grande"), unless it is what they look for ("busco el apartamento"). `notAHome`: a place or a
 * characteristic, which only where the visitor is now puts aside.
 */
export function isAside(words: string[], index: number, notAHome: boolean): boolean {
  const previous = words[index - 1] ?? '';
  const start = ARTICLES.has(previous) || ['un', 'una', 'a', 'an'].includes(previous) ? index - 1 : index;
  const whereNow = ['en', 'in', 'at'].includes(words[start - 1] ?? '') && WHERE_ONE_IS_NOW.has(words[start - 2] ?? '');
  if (notAHome || whereNow) return whereNow;
  const spokenOf = ARTICLES.has(previous) || previous === 'del' || previous === 'al';
  return POSSESSIVES.has(previous) || (spokenOf && !WANTING.has(words[index - 2] ?? ''));
}

/** The words of negation: they shape what is refused or asked, and are never searched for as text. */
const NEGATION_WORDS: ReadonlySet<string> = new Set([
  ...NEGATIONS,
  ...LACK,
  ...REFUSERS,
  ...AFTER,
  ...REFUSING_VERBS,
  ...VERDICTS.flatMap((verdict) => verdict.split(' ')),
]);
export const isNegationWord = (word: string) => NEGATION_WORDS.has(word);

/** Articles a place's name may follow without their being part of it: "en el Retiro", "del Poblado". */
export const ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las']);

/** A lack refused a few words before a "ni", in its clause: "que no le falten ni el ascensor ni la fibra". */
function refusedLackBefore(words: string[], ni: number): boolean {
  for (let back = ni - 1; back >= Math.max(0, ni - 8); back--) {
    if (isClauseEnd(words[back]!)) return false;
    if (LACK.has(words[back]!)) return refusesTheLack(words, back);
  }
  return false;
}

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
