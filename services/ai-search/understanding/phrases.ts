import { normalize } from '../../../infra/spanish-text/normalize.js';
import { isStopWord } from '../../../infra/spanish-text/stop-words.js';
import { isColombianPlaceName } from './colombian-places.js';
import { CHARACTERISTIC_SYNONYMS, COMPOUND_CHARACTERISTICS, MUNICIPALITY_SYNONYMS, TYPE_SYNONYMS } from './lexicon.js';
import type { Consumable } from './query-text.js';
import { PARKING_NAMES } from './refusal-lexicon.js';
import type { Vocabulary } from './vocabulary.js';

const NAMES_OF_OTHER_THINGS =
  /\b(?:finca raiz|centros? comerciale?s?|aeropuerto el dorado|(?:trabajar )?desde (?:la )?casa|desde (?:la sala de |el cuarto de )?(?:mi|la|nuestr[oa]) (?:casa|apartamento|apto|oficina|finca)|(?:la|el) [a-z]+ que (?:tenia|teniamos|tenian|tengo|tenemos)|(?:pagar|pagando|pago|pagamos|ahorrar|ahorramos|ahorrarnos|ahorro) (?:el |un )?arriendo|para (?:hacer )?(?:los |unos )?asados|(?:con )?opcion de compra|thanks a lot|a lot(?= [,;] | and | but | ?$)|a lot of|lots of|(?:i|we|you|they) land|(?:perr[oa]s?|gat[oa]s?|mascotas?) del? (?:vecin[oa]s?|edificio|conjunto)|(?:construir|hacer|levantar)(?:le|les)? (?:la|una|mi|nuestra|el|un) [a-z]+|home office|(?:buen|mejor) clima|se casan?|(?:mi )?apellido (?:es )?[a-z]+|(?:la |lo )?(?:usa|usamos|uso|usar|usaria|usariamos) (?:de|como) [a-z]+|me llamo [a-z]+|clima (?:rico|frio|calido|templado|agradable|fresco|caliente|delicioso))\b/;
const OWN_HOME =
  /\b(?:vender|vendo|vendiendo|vendemos|permutar|cambiar|entregar|entrego|tengo|tenemos)\s+(?:mi|mis|nuestr[oa]s?)\s+[a-z]+|\b(?:el|la|mi|nuestr[oa])\s+[a-z]+\s+(?:donde|en (?:el|la) que)\s+(?:vivo|vivimos|viviamos|vivia|estoy|estamos|estabamos|vive|viven)\b|\b(?:vendimos|vendi|dejamos|entregamos)\s+(?:el|la|mi|nuestr[oa])\s+[a-z]+|\b(?:la|el)\s+(?:casa|apartamento|apto|finca)\s+de\s+(?:el|ella|mi|mis|su|sus|nuestr[oa]s?|[a-z]+ (?:papas|papa|mama|suegr[oa]s?|abuel[oa]s?|herman[oa]s?))\b/;
/**
 * A street address ("carrera 70 # 44-20, apto 301", "Cl. 10 No. 5-51"): where the visitor is or a listing they saw,
 * never a count, a price or a type asked for.
 */
const ADDRESS =
  /\b(?:calle|cll|cl|carrera|cra|kra|kr|cr|avenida|av|avda|diagonal|diag|dg|transversal|trans|tv|circular|autopista)\s+\d+[a-z]?(?:\s+bis)?(?:\s+[a-z])?\s+(?:no\s+|n\s+|nro\s+|numero\s+)?\d+[a-z]?(?:\s+bis)?\s*-\s*\d+(?:(?:\s+,)?\s+(?:apto|apartamento|apt|casa|interior|int|torre|bloque|oficina|of|local)\s+\d+[a-z]?)*/;
/**
 * A phone number is no budget: a Colombian mobile (ten digits from 3, "+57" before it or not, in groups or not), or
 * any long run of digits after a word that gives a number to call ("llamar al 6014567890", "whatsapp 301 234 5678").
 */
const PHONE_NUMBER =
  /(?:\b(?:llamar|llamame|llamenme|llamen|llamada|whatsapp|whatsap|wasap|wpp|cel|celular|tel|telefono|numero|contacto)\s+(?:al\s+|es\s+)?(?:57\s*)?\d[\d\s-]{6,}\d|\b(?:57\s*)?3\d{2}[\s-]?\d{3}[\s-]?\d{4})\b/;
/** Nor is an identity or reference number: "mi cédula es 1.020.345.678", "NIT 900.123.456-7", "código 12345". */
const IDENTITY_NUMBER =
  /\b(?:cedula|cc|nit|documento|identificacion|pasaporte|codigo|cod|ref|referencia|matricula|placa)\s+(?:es\s+|de\s+|numero\s+|no\s+|nro\s+)?\d[\d.\s-]*\d\b/;
const WHERE_A_FEATURE_IS =
  /\b(?:el|del|al|este|ese|mismo)\s+(?:conjunto|condominio|edificio|unidad)\b(?!\s+(?:cerrad|residencial))/;

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
    add('type', item.id, [key, plural(key), ...diminutives(key), ...(TYPE_SYNONYMS[key] ?? [])]);
  }
  for (const item of vocabulary.municipalities) {
    const key = normalize(item.name);
    add('municipality', item.id, [key, ...(MUNICIPALITY_SYNONYMS[key] ?? [])]);
  }
  for (const item of vocabulary.neighbourhoods) add('neighbourhood', item.name, [item.name, ...shortNames(item.name)]);
  for (const item of vocabulary.characteristics) {
    const key = normalize(item.name);
    add('characteristic', item.id, [key, plural(key), ...diminutives(key), ...(CHARACTERISTIC_SYNONYMS[key] ?? [])]);
  }
  const characteristicId = (name: string) =>
    vocabulary.characteristics.find((item) => normalize(item.name) === name)?.id;
  for (const [text, names] of Object.entries(COMPOUND_CHARACTERISTICS)) {
    const [first, ...rest] = names.map(characteristicId);
    if (first && rest.every(Boolean))
      phrases.push({ kind: 'characteristic', id: first, also: rest as string[], words: text.split(' ') });
  }
  phrases.push(...distinctiveParts(vocabulary, phrases));
  add('parking', 'parking', [...PARKING_NAMES]);
  // Longest first, so "casa campestre" wins over "casa" and "el poblado" over a lone word.
  return phrases.sort((a, b) => b.words.length - a.words.length);
}

/**
 * The diminutive (and augmentative) Colombians put on a name's first word, and their plurals: "kiosquito",
 * "finquita", "bodeguita", "lotecito", "balconcito", "casita campestre", "casota". Names ending in -io/-ia ("patio")
 * or already diminutive have none.
 */
function diminutives(name: string): string[] {
  const [first, ...rest] = name.split(' ');
  if (!first || first.length < 4 || /(?:io|ia|it[oa]|ic[oa])$/.test(first)) return [];
  const ending = first.match(/[oa]$/)?.[0];
  const stem = first.slice(0, -1);
  const stems = ending
    ? [`${stem.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c')}it${ending}`, `${stem}ot${ending}`]
    : [`${first}cito`];
  return stems.flatMap((stem) => [stem, `${stem}s`]).map((word) => [word, ...rest].join(' '));
}

/**
 * How a neighbourhood is also written: without its article ("por Poblado", "del Poblado") or the word vereda
 * ("en Fonquetá"). A short remainder ("Golf") is too common a word to stand alone for the place.
 */
function shortNames(name: string): string[] {
  const short = normalize(name).replace(/^(?:el|la|los|las|vereda)\s+/, '');
  return short !== normalize(name) && short.replace(/\s/g, '').length >= 5 ? [short] : [];
}

/** Words too common to stand for one neighbourhood alone ("Zona Industrial", "Alto", "Villa"). */
const GENERIC_PLACE_WORDS = new Set(
  'zona industrial alto alta villa san santa santo ciudad centro historico vereda loma calle barrio parque quinta norte sur oriente occidente grande nuevo nueva valle lago lagos colina'.split(
    ' ',
  ),
);

/**
 * The distinctive part of a neighbourhood's name people call it by: "Cabecera" for Cabecera del Llano, "Vía 40"
 * for Zona Industrial Vía 40, "Navarra" for Chicó Navarra. A part counts when it begins or ends the name, is
 * long enough (6 letters, or words with a number), is not a generic or already known word (a type, a
 * characteristic, another neighbourhood, a Colombian municipality), and belongs to one neighbourhood name only.
 */
function distinctiveParts(vocabulary: Vocabulary, known: Phrase[]): Phrase[] {
  const knownTexts = new Set(known.map((phrase) => phrase.words.join(' ')));
  // Which names use each word, to tell a word of this neighbourhood's own name from a word known for another.
  const users = new Map<string, Set<string>>();
  for (const phrase of known)
    for (const word of phrase.words) users.set(word, (users.get(word) ?? new Set()).add(`${phrase.kind}:${phrase.id}`));
  const usedElsewhere = (word: string, name: string) =>
    [...(users.get(word) ?? [])].some((user) => user !== `neighbourhood:${name}`);
  const owners = new Map<string, Set<string>>();
  for (const { name } of vocabulary.neighbourhoods) {
    const words = normalize(name).split(/\s+/);
    for (let size = 1; size < words.length; size++) {
      for (const part of [words.slice(0, size), words.slice(words.length - size)]) {
        const text = part.join(' ');
        const distinctive =
          !isStopWord(part[0]!) &&
          !isStopWord(part.at(-1)!) &&
          !part.every((word) => GENERIC_PLACE_WORDS.has(word)) &&
          (part.length > 1 && part.some((word) => /\d/.test(word))
            ? true
            : text.replace(/[^a-z]/g, '').length >= 6 && !/\d/.test(text)) &&
          !knownTexts.has(text) &&
          !(part.length === 1 && usedElsewhere(text, name)) &&
          !isColombianPlaceName(text);
        if (distinctive) owners.set(text, (owners.get(text) ?? new Set()).add(name));
      }
    }
  }
  return [...owners]
    .filter(([, names]) => names.size === 1)
    .map(([text, names]) => ({ kind: 'neighbourhood' as const, id: [...names][0]!, words: text.split(' ') }));
}

/**
 * Takes out phrases that contain the names of things or numbers without meaning them: street addresses, phone and
 * identity numbers; the home the visitor lives in now ("el apartamento donde vivimos"); "finca raíz", "centro
 * comercial"; the visitor's own home ("vender mi apto", "tengo mi casa"), which is not what they look for; and "en el
 * conjunto", which says where a feature is ("piscina en el conjunto") rather than asking for a closed complex.
 */
export function skipNamesNotMeant(text: Consumable): void {
  text.take(ADDRESS, () => undefined);
  text.take(PHONE_NUMBER, () => undefined);
  text.take(IDENTITY_NUMBER, () => undefined);
  text.take(NAMES_OF_OTHER_THINGS, () => undefined);
  text.take(OWN_HOME, () => undefined);
  text.take(WHERE_A_FEATURE_IS, () => undefined);
}
