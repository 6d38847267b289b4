import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedSlots, WordPosting } from './sorted-slots.js';

/** What a posting holds, slots ascending, as [slot, frequency] pairs. */
const entries = (posting: WordPosting) =>
  Array.from(posting.slots.subarray(0, posting.size), (slot, i) => [slot, posting.frequencies[i]] as const);

const operation = fc.oneof(
  fc.record({ set: fc.integer({ min: 0, max: 60 }), frequency: fc.integer({ min: 1, max: 40 }).map((n) => n / 2) }),
  fc.record({ remove: fc.integer({ min: 0, max: 60 }) }),
);

describe('sorted slots', () => {
  it('hold what a set would, ascending, whatever the order of writes', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 120 }), (operations) => {
        const list = SortedSlots.empty();
        const model = new Set<number>();
        for (const step of operations) {
          if ('set' in step) {
            list.add(step.set);
            model.add(step.set);
          } else {
            list.delete(step.remove);
            model.delete(step.remove);
          }
        }
        expect(Array.from(list.slots.subarray(0, list.size))).toEqual([...model].sort((a, b) => a - b));
        for (let slot = 0; slot <= 60; slot++) expect(list.has(slot)).toBe(model.has(slot));
      }),
    );
  });
});

describe('a word posting', () => {
  it('holds what a map by slot would, slots ascending, whatever the order of writes', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 120 }), (operations) => {
        const posting = WordPosting.empty();
        const model = new Map<number, number>();
        for (const step of operations) {
          if ('set' in step) {
            posting.set(step.set, step.frequency);
            model.set(step.set, step.frequency);
          } else {
            posting.delete(step.remove);
            model.delete(step.remove);
          }
        }
        expect(entries(posting)).toEqual([...model].sort(([a], [b]) => a - b));
        for (let slot = 0; slot <= 60; slot++) expect(posting.get(slot)).toBe(model.get(slot));
      }),
    );
  });

  it('changes only its own part of arrays it was made over, and grows out of them', () => {
    const slots = Int32Array.from([1, 4, 9, 2, 3]);
    const frequencies = Float32Array.from([1, 1.5, 2, 1, 1]);
    const posting = WordPosting.overWithFrequencies(slots.subarray(0, 3), frequencies.subarray(0, 3));
    posting.delete(4);
    posting.set(5, 3.5);
    expect(entries(posting)).toEqual([
      [1, 1],
      [5, 3.5],
      [9, 2],
    ]);
    expect(Array.from(slots.subarray(3))).toEqual([2, 3]);
  });
});
