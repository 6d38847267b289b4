import { moveItem } from '../../../lib/admin/move-item';

/** An option of a list the admin keeps in order (search filter options, AI search examples). */
export interface OrderedItem {
  id: string;
  sortOrder: number;
  isActive: boolean;
}

/**
 * The items of each group, in the order visitors get them: by sortOrder, ties by label as the API breaks them.
 * Groups come in `groupOrder`; a group no longer named there (or not named at all) comes last.
 */
export function groupInOrder<T extends OrderedItem, G extends string>(
  items: readonly T[],
  groupOf: (item: T) => G,
  labelOf: (item: T) => string,
  groupOrder: readonly G[],
): Array<{ group: G; items: T[] }> {
  const groups = new Map<G, T[]>();
  for (const item of items) {
    const group = groupOf(item);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const rank = (group: G) => {
    const index = groupOrder.indexOf(group);
    return index === -1 ? groupOrder.length : index;
  };
  return [...groups.entries()]
    .toSorted(([a], [b]) => rank(a) - rank(b))
    .map(([group, members]) => ({
      group,
      items: members.toSorted((a, b) => a.sortOrder - b.sortOrder || labelOf(a).localeCompare(labelOf(b), 'es')),
    }));
}

/**
 * Moving the item at `from` to `to`: the sortOrder each item must get for the group to read in its new order, only
 * for those that change. The group keeps the places it had, so its items stay where they were among other groups'
 * items (the AI chips mix categories); where two items shared a place, the later one moves on by one so that no
 * tie is left to chance.
 */
export function sortOrderChanges(
  items: readonly OrderedItem[],
  from: number,
  to: number,
): Array<{ id: string; sortOrder: number }> {
  const order = moveItem(
    items.map((item) => item.id),
    from,
    to,
  );
  const current = new Map(items.map((item) => [item.id, item.sortOrder]));
  const places = items.map((item) => item.sortOrder).toSorted((a, b) => a - b);
  for (let index = 1; index < places.length; index++) {
    const previous = places[index - 1] ?? 0;
    if ((places[index] ?? 0) <= previous) places[index] = previous + 1;
  }
  return order.flatMap((id, index) => {
    const sortOrder = places[index] ?? index;
    return current.get(id) === sortOrder ? [] : [{ id, sortOrder }];
  });
}
