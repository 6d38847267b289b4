import type { Sort } from '../ports/filter.js';
import type { IndexDocument } from '../ports/search-index.js';
import { compareSort } from '../filter/compare-sort.js';

/** The few Set operations a page needs, so "every document" can be passed without copying the ids. */
export interface IdSet extends Iterable<string> {
  readonly size: number;
  has(id: string): boolean;
}

interface Order {
  ids: string[];
  rank: Map<string, number>;
}

/**
 * Every document sorted once per sort key and kept until the next write, so a query never sorts the whole
 * index: it picks its page from the cached order (reading a page's worth when matches are dense), or sorts
 * only its matches by their cached rank (integers) when they are few.
 */
export class SortOrders {
  private readonly orders = new Map<string, Order>();

  constructor(private readonly documents: () => Iterable<IndexDocument>) {}

  invalidate(): void {
    this.orders.clear();
  }

  /** The ids of `matched` in `sort` order, from `offset`, at most `limit` of them. */
  page(matched: IdSet, sort: Sort, offset: number, limit: number): string[] {
    if (limit <= 0) return [];
    const order = this.order(sort);
    const end = offset + limit;
    if (matched.size * 8 >= order.ids.length) {
      const page: string[] = [];
      let seen = 0;
      for (const id of order.ids) {
        if (!matched.has(id)) continue;
        if (seen++ >= offset) page.push(id);
        if (seen >= end) break;
      }
      return page;
    }
    const ranks = new Float64Array(matched.size);
    let index = 0;
    for (const id of matched) ranks[index++] = order.rank.get(id) as number;
    ranks.sort();
    return Array.from(ranks.subarray(offset, end), (rank) => order.ids[rank] as string);
  }

  private order(sort: Sort): Order {
    const key = JSON.stringify(sort);
    let order = this.orders.get(key);
    if (!order) {
      const compare = compareSort<IndexDocument>(sort);
      const ids = [...this.documents()].sort(compare).map((doc) => doc.id);
      order = { ids, rank: new Map(ids.map((id, position) => [id, position])) };
      this.orders.set(key, order);
    }
    return order;
  }
}
