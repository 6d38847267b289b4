import { expect, it } from 'vitest';
import { vocabularyFromSeed } from '../evaluation/vocabulary-from-seed.js';
import { QUANTITY_RULES } from './quantity-rules.js';
import { understandQuery } from './understand-query.js';

const vocabulary = vocabularyFromSeed();

/**
 * Each rule's examples, read by the whole understanding: a rule is data, and its examples are its test, which fails
 * with every example read wrong.
 */
it.each(QUANTITY_RULES.map((rule) => [rule.name, rule] as const))(
  'the quantity rule "%s" reads each of its examples',
  (_name, rule) => {
    for (const [query, expected] of rule.examples) {
      const { assumedCeiling, inDollars, monthly, ...slots } = expected;
      const reading = understandQuery(query, vocabulary);
      expect.soft(reading, query).toMatchObject(slots);
      const notes = reading.notes.join(' ');
      if (assumedCeiling !== undefined)
        expect.soft(notes.includes('presupuesto máximo'), `${query}: a ceiling assumed`).toBe(assumedCeiling);
      if (inDollars !== undefined)
        expect.soft(notes.includes('dólares'), `${query}: dollars set aside`).toBe(inDollars);
      if (monthly) expect.soft(reading.operation, `${query}: monthly, so a rent`).toBe('rent');
    }
  },
);
