import type { Sort } from '../ports/filter.js';
import type { IndexDocument } from '../ports/search-index.js';
import { sortedPlaces } from '../filter/compare-sort.js';
import type { ReadonlySlotSet } from './slot-set.js';

interface Order {
  /** Every document's slot, in the sort's order. */
  slots: Int32Array;
  /** Each slot's position in `slots`. */
  rank: Int32Array;
  /**
   * How far pages of a set of matches have read this order: its matches found so far, in order, and where to go on
   * reading (`order.slots.length` once all are found). Kept by the set itself, which the index keeps for a filter it
   * keeps (IndexState), so page 30 of a search goes on from page 29 instead of reading the order again.
   */
  walks: WeakMap<ReadonlySlotSet, Walk>;
}

/**
 * How deep into a set's matches a walk is kept: pages past it (beyond page 83 of 12) are read from the start each time,
 * so that kept walks stay within a few KiB each (at most 256 kept filters, IndexState, times the orders asked).
 */
const WALK_KEPT = 1_000;

interface Walk {
  found: number[];
  next: number;
}

/**
 * Every document sorted once per sort key and kept until the next write, so a query never sorts the whole
 * index: it picks its page from the cached order (reading a page's worth when matches are dense, and going on from
 * where the last page of the same matches stopped), or sorts only its matches by their cached rank (integers) when
 * they are few.
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
    if (end > WALK_KEPT) return inOrder(order, matched, count, end).slice(offset, end);
    let walk = order.walks.get(matched);
    if (!walk) {
      walk = firstWalk(order, matched, count, end);
      order.walks.set(matched, walk);
    }
    return readOn(order, matched, walk, end, order.slots.length).found.slice(offset, end);
  }

  private order(sort: Sort): Order {
    const key = JSON.stringify(sort);
    let order = this.orders.get(key);
    if (!order) {
      const documents = [...this.documents()];
      const places = sortedPlaces(
        documents.map(([, doc]) => doc),
        sort,
      );
      const slots = Int32Array.from(places, (place) => documents[place]![0]);
      const rank = new Int32Array(this.capacity());
      slots.forEach((slot, position) => (rank[slot] = position));
      order = { slots, rank, walks: new WeakMap() };
      this.orders.set(key, order);
    }
    return order;
  }
}

/**
 * A new walk through the order for a set of matches, read as far as the page's `end` or put in order by rank,
 * whichever costs less. Sorting lists the matches (a word per 32 slots) and sorts them: its cost is known. Reading
 * finds `count / length` matches per slot read when they are spread through the order, so about `end * length / count`
 * slots for the page: a never-asked filter with a thousand matches among 100,000 listings reads some 1,200 for its
 * first page instead of sorting a thousand ranks. But matches can sit together far into the order (sold listings by
 * price ascending come after every rent), so reading stops at what sorting would have cost and sorts instead: at worst
 * twice the sort.
 */
function firstWalk(order: Order, matched: ReadonlySlotSet, count: number, end: number): Walk {
  const sorted = (): Walk => ({ found: inOrder(order, matched, count, WALK_KEPT), next: order.slots.length });
  const length = order.slots.length;
  const sorting = length / 32 + count * Math.log2(count + 2);
  if (sorting < (end * length) / Math.max(count, 1)) return sorted();
  const walk = readOn(order, matched, { found: [], next: 0 }, end, sorting);
  return walk.found.length < end && walk.next < length ? sorted() : walk;
}

/** Reads the order on from where `walk` stopped, until it has found `end` matches or has read `until` slots. */
function readOn(order: Order, matched: ReadonlySlotSet, walk: Walk, end: number, until: number): Walk {
  const { found } = walk;
  const last = Math.min(until, order.slots.length);
  let next = walk.next;
  while (found.length < end && next < last) {
    const slot = order.slots[next++]!;
    if (matched.has(slot)) found.push(slot);
  }
  walk.next = next;
  return walk;
}

/**
 * The first `end` slots of `matched` in the order: read for in the order when matches are dense (a page's worth),
 * put in order by their rank (integers) when they are few.
 */
function inOrder(order: Order, matched: ReadonlySlotSet, count: number, end: number): number[] {
  if (count * 8 >= order.slots.length) {
    const found: number[] = [];
    for (const slot of order.slots) {
      if (found.length >= end) break;
      if (matched.has(slot)) found.push(slot);
    }
    return found;
  }
  const ranks = matched.toArray();
  for (let index = 0; index < ranks.length; index++) ranks[index] = order.rank[ranks[index]!]!;
  ranks.sort();
  return Array.from(ranks.subarray(0, end), (rank) => order.slots[rank]!);
}
