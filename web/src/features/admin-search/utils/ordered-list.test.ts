import { describe, expect, it } from 'vitest';
import { groupInOrder, sortOrderChanges } from './ordered-list';

const item = (id: string, sortOrder: number, group = 'a') => ({ id, sortOrder, isActive: true, group });

describe('lists the admin keeps in order', () => {
  it('groups items in the given group order, each by sortOrder and then by label', () => {
    const items = [item('c', 2), item('x', 0, 'b'), item('b', 1), item('a', 1), item('z', 5, 'other')];
    const groups = groupInOrder(
      items,
      (i) => i.group,
      (i) => i.id,
      ['b', 'a'],
    );
    expect(groups.map(({ group, items: members }) => [group, members.map((i) => i.id)])).toEqual([
      ['b', ['x']],
      ['a', ['a', 'b', 'c']],
      ['other', ['z']],
    ]);
  });

  it('saves a move by giving the moved items the places the group already had, and only what changes', () => {
    const group = [item('a', 3), item('b', 7), item('c', 12), item('d', 20)];
    // "d" up to the first place: the places 3, 7, 12, 20 are kept, and every item shifts one down.
    expect(sortOrderChanges(group, 3, 0)).toEqual([
      { id: 'd', sortOrder: 3 },
      { id: 'a', sortOrder: 7 },
      { id: 'b', sortOrder: 12 },
      { id: 'c', sortOrder: 20 },
    ]);
    // Swapping two neighbours touches only them.
    expect(sortOrderChanges(group, 1, 2)).toEqual([
      { id: 'c', sortOrder: 7 },
      { id: 'b', sortOrder: 12 },
    ]);
    expect(sortOrderChanges(group, 2, 2)).toEqual([]);
  });

  it('breaks ties between items that shared a place, so the new order cannot read differently', () => {
    const group = [item('a', 0), item('b', 0), item('c', 0)];
    expect(sortOrderChanges(group, 2, 0)).toEqual([
      { id: 'a', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ]);
  });
});
