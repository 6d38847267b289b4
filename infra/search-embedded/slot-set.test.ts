import { describe, expect, it } from 'vitest';
import { SlotSet } from './slot-set.js';

describe('SlotSet', () => {
  it('counts its slots again after an add, although a count is kept between adds', () => {
    const set = new SlotSet(100);
    set.add(3);
    expect(set.size).toBe(1);
    set.add(70);
    expect(set.size).toBe(2);
    const other = new SlotSet(100);
    other.add(5);
    other.add(3);
    set.addAll(other);
    expect(set.size).toBe(3);
    expect([...set.toArray()]).toEqual([3, 5, 70]);
  });

  it('intersects any number of sets in one new set, leaving them as they were', () => {
    const of = (...slots: number[]) => {
      const set = new SlotSet(100);
      for (const slot of slots) set.add(slot);
      return set;
    };
    const [a, b, c] = [of(1, 3, 40, 99), of(3, 40, 50, 99), of(0, 40, 99)];
    const both = SlotSet.intersection([a, b, c]);
    expect([...both.toArray()]).toEqual([40, 99]);
    expect([...a.toArray()]).toEqual([1, 3, 40, 99]);
    expect(SlotSet.intersection([a])).toBe(a);
  });
});
