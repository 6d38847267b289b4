import { describe, expect, it } from 'vitest';
import { vocabularyFromSeed } from '../evaluation/vocabulary-from-seed.js';
import { QUANTITY_RULES } from './quantity-rules.js';
import { understandQuery } from './understand-query.js';

const vocabulary = vocabularyFromSeed();

/** Each rule's examples, read by the whole understanding: a rule is data, and its examples are its tests. */
describe.each(QUANTITY_RULES.map((rule) => [rule.name, rule] as const))('the quantity rule "%s"', (_name, rule) => {
  it.each(rule.examples.map(([query, expected]) => [query, expected] as const))('reads "%s"', (query, expected) => {
    const { assumedCeiling, inDollars, monthly, ...slots } = expected;
    const reading = understandQuery(query, vocabulary);
    expect(reading).toMatchObject(slots);
    const notes = reading.notes.join(' ');
    if (assumedCeiling !== undefined) expect(notes.includes('presupuesto máximo')).toBe(assumedCeiling);
    if (inDollars !== undefined) expect(notes.includes('dólares')).toBe(inDollars);
    if (monthly) expect(reading.operation).toBe('rent');
  });
});
