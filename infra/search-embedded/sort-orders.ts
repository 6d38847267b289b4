import type { Sort } from '../ports/filter.js';
import type { IndexDocument } from '../ports/search-index.js';
import { compareSort } from '../filter/compare-sort.js';
import type { ReadonlySlotSet } from './slot-set.js';

interface Order {
  /** Every document's slot, in the sort's order. */
  slots: Int32Array;
  /** Each slot's position in `slots`. */
  rank: Int32Array;
}

/**
 * Every document sorted once per sort key and kept until the next write, so a query never sorts the whole
 * index: it picks its page from the cached order (reading a page's worth when matches are dense), or sorts
 * only its matches by their cached rank (integers) when they are few.
 */
export class SortOrders {
  private readonly orders = new Map<string, Order>();

  /** `documents` lists every document with its slot; `capacity` is the slot count. */
  constructor(
    private readonly documents: () => Iterable<readonly [slot: number, doc: IndexDocument]>,
    private readonly capacity: () => number,
  ) {}

  invalidate(): void {
    this.orders.clear();
  }

  /** The slots of `matched` (`count` of them) in `sort` order, from `offset`, at most `limit` of them. */
  page(matched: ReadonlySlotSet, count: number, sort: Sort, offset: number, limit: number): number[] {
    if (limit <= 0) return [];
    const order = this.order(sort);
    const end = offset + limit;
    if (count * 8 >= order.slots.length) {
      const page: number[] = [];
      let seen = 0;
      for (const slot of order.slots) {
        if (!matched.has(slot)) continue;
        if (seen++ >= offset) page.push(slot);
        if (seen >= end) break;
      }
      return page;
    }
    const ranks = matched.toArray();
    for (let index = 0; index < ranks.length; index++) ranks[index] = order.rank[ranks[index]!]!;
    ranks.sort();
    return Array.from(ranks.subarray(offset, end), (rank) => order.slots[rank]!);
  }

  private order(sort: Sort): Order {
    const key = JSON.stringify(sort);
    let order = this.orders.get(key);
    if (!order) {
      const compare = compareSort<IndexDocument>(sort);
      const sorted = [...this.documents()].sort(([, a], [, b]) => compare(a, b));
      const slots = Int32Array.from(sorted, ([slot]) => slot);
      const rank = new Int32Array(this.capacity());
      slots.forEach((slot, position) => (rank[slot] = position));
      order = { slots, rank };
      this.orders.set(key, order);
    }
    return order;
  }
}
