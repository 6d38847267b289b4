import { createRequire } from 'node:module';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type * as LanguageEnglish from '@zxcvbn-ts/language-en';
import type * as LanguageSpanish from '@zxcvbn-ts/language-es-es';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../schemas/user.js';
import { PASSWORD_TOO_SHORT } from '../../domain/user/messages.js';

/** zxcvbn's 0–4: 3 is "safely unguessable" (about 10^8 guesses and more), what an account with panel access needs. */
const MIN_SCORE = 3;

// The language packs are required, not imported, so that they load with the estimator (see zxcvbn).
const require = createRequire(import.meta.url);

/**
 * Built on first use: loading the dictionaries (common passwords, Spanish and English words, names, keyboard layouts)
 * takes about half a second and 60 MB, and ranking them a second or two more, which only the first password check
 * should pay, not every start of the server. Levenshtein matching is off: it made one check take seconds, for
 * near-misses of common passwords that the length rule mostly excludes.
 */
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  if (estimator) return estimator;
  const common = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
  const english = require('@zxcvbn-ts/language-en') as typeof LanguageEnglish;
  const spanish = require('@zxcvbn-ts/language-es-es') as typeof LanguageSpanish;
  return (estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  }));
};

const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Said when the password is little more than the company's name, the site's host and the year. */
export const LEANS_ON_SITE_WORDS =
  'La contraseña es demasiado fácil de adivinar: sin el nombre de la empresa, el del sitio y el año queda muy poco. Añade palabras que no tengan que ver con la inmobiliaria.';

/** What is left to guess once the site's words are known: at least this many letters and digits, and hard alone. */
const MIN_REST = 8;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Why `password` is too weak for a staff or admin account, in Spanish, or null when it is strong enough: at
 * least 12 characters and a zxcvbn score of 3 or more (`12345678`, `contraseña123` and a single word are not).
 * `personal`: the account's e-mail and name, which a guesser tries first. `site`: the company's name, the site's host
 * and the year (site-words.ts). zxcvbn counts each known word as at least 10,000 guesses, so joining three of them
 * passes its score: what is left without the site's words must pass on its own.
 */
export function passwordWeakness(
  password: string,
  personal: ReadonlyArray<string | null | undefined> = [],
  site: readonly string[] = [],
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  const inputs = [
    ...personal
      .filter((value): value is string => Boolean(value))
      .flatMap((value) => [value, ...value.split(/[@.\s]+/)]),
    ...site,
  ];
  const { score, feedback } = zxcvbn().check(password, inputs);
  if (score < MIN_SCORE) {
    const reasons = [feedback.warning, ...feedback.suggestions].filter((text): text is string => Boolean(text));
    const why = reasons.length > 0 ? reasons.map(sentence).join(' ') : 'Añade más palabras que sean menos comunes.';
    return `La contraseña es demasiado fácil de adivinar: ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
  }
  const longestFirst = [...site].filter(Boolean).sort((a, b) => b.length - a.length);
  if (longestFirst.length === 0) return null;
  const rest = password
    .replace(new RegExp(longestFirst.map(escaped).join('|'), 'giu'), '')
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (rest === password.replace(/[^\p{L}\p{N}]/gu, '')) return null;
  return rest.length < MIN_REST || zxcvbn().check(rest, inputs).score < MIN_SCORE ? LEANS_ON_SITE_WORDS : null;
}

/**
 * For a zod object with `password` (and `email`, `firstName` when it has them): refuses a weak password on the
 * `password` field, so the API's 400 names it and the form shows it under that field. Server-side only: the
 * web's copy of the schema keeps the length rule and stays without the dictionaries.
 */
export function requireStrongPassword(
  value: { password?: string; email?: string; firstName?: string | null },
  context: z.RefinementCtx,
): void {
  // Too short already has its message from the schema; zod runs this check on the object all the same.
  if (typeof value.password !== 'string' || value.password.length < PASSWORD_MIN_LENGTH) return;
  const weakness = passwordWeakness(value.password, [value.email, value.firstName]);
  if (weakness) context.addIssue({ code: 'custom', path: ['password'], message: weakness });
}
