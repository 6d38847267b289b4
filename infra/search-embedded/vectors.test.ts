import { describe, expect, it } from 'vitest';
import { SlotSet } from './slot-set.js';
import { VectorTable } from './vectors.js';

describe('VectorTable.nearest', () => {
  const dimensions = 12;
  const slots = 4_000;
  // Sparse and quantized like the built-in concept vectors (many ties), with negative values and zero vectors.
  const vectorOf = (slot: number) =>
    slot % 97 === 0
      ? new Array<number>(dimensions).fill(0)
      : Array.from({ length: dimensions }, (_, i) => ((slot * (i + 3)) % 7 < 3 ? ((slot + i) % 5) - 1 : 0));
  const table = new VectorTable(dimensions);
  for (let slot = 0; slot < slots; slot++) table.set(slot, slot % 13 === 0 ? undefined : vectorOf(slot));
  const accepted = new SlotSet(slots);
  for (let slot = 0; slot < slots; slot += 3) accepted.add(slot);
  accepted.add(1);
  const byId = (a: number, b: number) => String(a).localeCompare(String(b));

  it('gives the same slots and similarities as scoring every accepted slot and sorting', () => {
    for (const query of [
      [0.6, 0, 0, 0.2, 0, 0, -0.3, 0, 0, 0, 0.1, 0],
      [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      Array.from({ length: dimensions }, (_, i) => (i % 2 === 0 ? 0.5 : -0.25)),
    ]) {
      const similarity = table.similarityTo(query, slots);
      const expected = Array.from(accepted.toArray())
        .filter((slot) => similarity(slot) !== undefined)
        .map((slot) => ({ slot, similarity: similarity(slot)! }))
        .sort((a, b) => b.similarity - a.similarity || byId(a.slot, b.slot))
        .slice(0, 24);
      const found = table.nearest(query, 24, accepted, byId);
      expect(found).toBeDefined();
      expect(found!.slots.map((slot, position) => ({ slot, similarity: found!.similarities[position] }))).toEqual(
        expected,
      );
    }
  });

  it('leaves to the caller what it cannot bound: a query or a vector that is not finite, or no query at all', () => {
    expect(table.nearest([Number.NaN, ...new Array<number>(dimensions - 1).fill(0)], 24, accepted, byId)).toBe(
      undefined,
    );
    expect(table.nearest(new Array<number>(dimensions).fill(0), 24, accepted, byId)).toBeUndefined();
    const odd = new VectorTable(2);
    odd.set(0, [1, Number.POSITIVE_INFINITY]);
    odd.set(1, [1, 0]);
    const both = new SlotSet(2);
    both.add(0);
    both.add(1);
    expect(odd.nearest([1, 0], 1, both, byId)).toBeUndefined();
  });

  it('reads the new vectors after a write', () => {
    const small = new VectorTable(2);
    const all = new SlotSet(3);
    for (let slot = 0; slot < 3; slot++) {
      small.set(slot, [slot, 1]);
      all.add(slot);
    }
    expect(small.nearest([1, 0], 1, all, byId)?.slots).toEqual([2]);
    small.set(0, [5, 0]);
    expect(small.nearest([1, 0], 1, all, byId)?.slots).toEqual([0]);
  });
});
