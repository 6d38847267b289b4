import { NUMBER_WORDS, UNIT_AFTER_ONE } from './lexicon.js';
import { QUANTITY_LEXICON } from './quantity-lexicon.js';

/**
 * The one reader of numbers written in words, Spanish or English, run once on the whole query before anything reads
 * it: "dos mil quinientos millones" → "2500 millones", "ciento cincuenta" → "150", "cuarenta y cinco" → "45". After it
 * every stage sees digits only. "mil" joins the words around it ("mil doscientos" → 1200, "mil millones" → "1000
millones"); closing a number or alone it is left to be read as a unit ("quinientos mil" → "500 mil", like "800 mil")
or a word ("mil gracias");
 * "un/una/uno" is a number only before a unit or a count ("un millón", "una habitación"), never an article ("un
 * apartamento", "casa de un piso").
 */
export function numbersInDigits(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const run = spelledRun(words, i);
    if (run.length === 0) {
      // "que no pase del millón ochocientos", "millón y medio": the singular names one million.
      if (words[i] === 'millon' && !/\d$/.test(out.at(-1) ?? '')) out.push('1');
      out.push(words[i]!);
      i++;
      continue;
    }
    // A closing "mil" stays the unit it is ("dos mil" → "2 mil", like "2 mil" typed), so words and digits read alike.
    const closingMil = run.words.length > 1 && run.words.at(-1) === 'mil';
    out.push(String(valueOf(closingMil ? run.words.slice(0, -1) : run.words)));
    if (closingMil) out.push('mil');
    i += run.length;
  }
  return out;
}

const isNumberWord = (word: string | undefined) => word !== undefined && word in NUMBER_WORDS;
const ARTICLE_ONE = new Set(['un', 'una', 'uno', 'one']);
/** Every word for millions ("mil millones", "mil palos"), from the quantity lexicon. */
const MILLIONS: ReadonlySet<string> = new Set(
  QUANTITY_LEXICON.flatMap(([role, words]) => (role.kind === 'money' && role.times === 1e6 ? words : [])),
);
/** The words of a count or measure a lone "mil" may come before: "mil metros". */
const UNITS: ReadonlySet<string> = new Set(
  QUANTITY_LEXICON.flatMap(([role, words]) => (role.kind === 'unit' ? words : [])),
);
const RANGE_START = new Set(['entre', 'de', 'desde']);
const RANGE_JOIN = new Set(['y', 'a', 'hasta']);

/** The longest run of number words at `start` ("y" only between a ten and a unit: "treinta y dos"). */
function spelledRun(words: string[], start: number): { words: string[]; length: number } {
  const run: string[] = [];
  let i = start;
  while (i < words.length) {
    const word = words[i]!;
    const alone = run.length === 0 && !/\d$/.test(words[i - 1] ?? '');
    // A lone "mil" is a thousand before the millions ("mil millones"), a unit ("mil metros") or at a range's end.
    const endOfRange = RANGE_START.has(words[i - 1] ?? '') && RANGE_JOIN.has(words[i + 1] ?? '');
    const mil =
      word === 'mil' &&
      (run.length > 0 ||
        isNumberWord(words[i + 1]) ||
        (alone && (MILLIONS.has(words[i + 1] ?? '') || UNITS.has(words[i + 1] ?? '') || endOfRange)));
    if (isNumberWord(word) || mil) {
      run.push(word);
      i++;
    } else if (word === 'y' && run.length > 0 && isTen(run.at(-1)!) && isUnit(words[i + 1])) {
      i++;
    } else break;
  }
  if (run.length === 1 && ARTICLE_ONE.has(run[0]!) && !UNIT_AFTER_ONE.has(words[i] ?? ''))
    return { words: [], length: 0 };
  return { words: run, length: i - start };
}

const isTen = (word: string) => {
  const value = NUMBER_WORDS[word];
  return value !== undefined && value >= 20 && value < 100 && value % 10 === 0;
};
const isUnit = (word: string | undefined) => {
  const value = word === undefined ? undefined : NUMBER_WORDS[word];
  return value !== undefined && value < 10;
};

/** "dos mil quinientos" → 2500; "mil" multiplies what came before it (or 1), hundreds and tens add up. */
function valueOf(words: string[]): number {
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
    } else current += NUMBER_WORDS[word]!;
  }
  return total + current;
}
