import type { Range } from '../interpretation.js';
import { CLAUSE_END, type Consumable } from './query-text.js';

/* What the words around a name say of it: refused ("sin", "que no sea en"), or only where the visitor comes from. */

/**
 * Words that refuse what follows them closely: "sin ascensor", "que no sea en Bogotá", "fuera del Poblado", "nada de
 * casas", "not in Suba", "without elevator".
 */
const NEGATIONS = new Set(['sin', 'no', 'ni', 'fuera', 'excepto', 'salvo', 'nada', 'not', 'without', 'except']);
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
  'with',
  'and',
]);

/**
 * A negation shortly before the name (within four words, in the same clause, and after the previous name: "no quiero
 * apartaestudio, busco apartamento" refuses only the first), not undone by an affirmation in between; "ni con X"
 * refuses X, and "menos" refuses only what directly follows it ("cualquier inmueble menos lotes", "menos en Cali").
 * "no quiero casa" is a refusal: the "quiero" right after a "no" belongs to it.
 */
export function isNegated(words: string[], index: number, after: number): boolean {
  const before = words[index - 1];
  if (before === 'menos' || (['en', 'de', 'del', 'por'].includes(before ?? '') && words[index - 2] === 'menos'))
    return true;
  for (let back = index - 1; back >= Math.max(after, index - 4); back--) {
    const word = words[back]!;
    if (word === CLAUSE_END) return false;
    if (word === 'con' && words[back - 1] === 'ni') return true;
    if (word === 'quiero' && words[back - 1] === 'no') return true;
    if (AFFIRMATIONS.has(word)) return false;
    if (word === 'sin' && refusesTheLack(words, back)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

/** Verbs that say where the visitor comes from: "soy de Pasto", "venimos de Santa Marta" asks for nothing there. */
const FROM = new Set(['soy', 'somos', 'vengo', 'venimos', 'llego', 'llegamos']);

/** Whether the place at `index` is where the visitor comes from ("soy de Pasto", "vengo desde la Costa"). */
export function isWhereFrom(words: string[], index: number): boolean {
  const start = ARTICLES.has(words[index - 1] ?? '') ? index - 1 : index;
  return ['de', 'del', 'desde'].includes(words[start - 1] ?? '') && FROM.has(words[start - 2] ?? '');
}

/** Articles a place's name may follow without their being part of it: "en el Retiro", "del Poblado". */
export const ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las']);

/** "no lo quiero sin balcón", "ni sin ascensor": refusing the lack of something asks for it. */
function refusesTheLack(words: string[], sin: number): boolean {
  for (let back = sin - 1; back >= Math.max(0, sin - 4); back--) {
    if (words[back] === CLAUSE_END) return false;
    if (words[back] === 'no' || words[back] === 'ni') return true;
    if (words[back] === 'con' || words[back] === 'y') return false;
  }
  return false;
}

const PARKING = String.raw`(?:parqueaderos?|parqs?|garajes?|estacionamientos?|parqueos?|puestos? de parqueo|cupos? de parqueo|parking)`;
const REFUSED_LACK_OF_PARKING = new RegExp(String.raw`\b(?:no|ni)\s+(?:[a-z]+\s+){0,3}?sin\s+${PARKING}\b`);
const WITHOUT_PARKING = new RegExp(String.raw`\bsin\s+${PARKING}\b`);

/**
 * "sin parqueadero": no parking at all, whatever a number elsewhere seemed to say; but "no me sirve sin
 * parqueadero" refuses the lack of it, so it asks for one.
 */
export function readParkingRefusal(text: Consumable): Range | null {
  if (text.take(REFUSED_LACK_OF_PARKING, () => undefined)) return { min: 1 };
  return text.take(WITHOUT_PARKING, () => undefined) ? { max: 0 } : null;
}
