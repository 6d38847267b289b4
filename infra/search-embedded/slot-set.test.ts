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
});
