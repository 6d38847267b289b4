import { firstInOrder } from './first-in-order.js';
import { SlotSet, type ReadonlySlotSet } from './slot-set.js';

/**
 * One indexed word's documents in the order of their score for it, best first: `impacts[i]` is the score of `slots[i]`
 * before the match's quality multiplies it. Equal scores come in slot order until a search first reads them, which
 * puts that run in the order of the search's ties (by id) for good: most searches read one or two runs of a word, and
 * sorting all of them by id up front (string comparisons) made the first search of a common word after a write take
 * 60–200 ms at 100,000 listings instead of a few.
 */
export interface ImpactOrder {
  slots: Int32Array;
  impacts: Float64Array;
  /** Entries before this one are in their final order. */
  tiesSortedUpTo: number;
}

/**
 * A word's documents (slots ascending) and their scores, in score order: the distinct scores sorted (a typed array's
 * own sort, without a comparison function), then each entry placed in its score's run, so runs keep slot order.
 */
export function impactOrderOf(slots: Int32Array, impacts: Float64Array): ImpactOrder {
  const distinct = impacts.slice().sort().reverse();
  let runs = 0;
  for (let i = 0; i < distinct.length; i++)
    if (i === 0 || distinct[i] !== distinct[runs - 1]) distinct[runs++] = distinct[i]!;
  const scores = distinct.subarray(0, runs);
  const counts = new Int32Array(runs + 1);
  const runOf = new Int32Array(impacts.length);
  for (let i = 0; i < impacts.length; i++) counts[(runOf[i] = descendingIndexOf(scores, impacts[i]!)) + 1]!++;
  for (let run = 1; run <= runs; run++) counts[run]! += counts[run - 1]!;
  const order: ImpactOrder = {
    slots: new Int32Array(slots.length),
    impacts: new Float64Array(slots.length),
    tiesSortedUpTo: 0,
  };
  for (let i = 0; i < slots.length; i++) {
    const place = counts[runOf[i]!]!++;
    order.slots[place] = slots[i]!;
    order.impacts[place] = impacts[i]!;
  }
  return order;
}

/** Where `value` is in `scores`, which are distinct and descending and hold it. */
function descendingIndexOf(scores: Float64Array, value: number): number {
  let low = 0;
  let high = scores.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (scores[middle]! > value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The slot at `cursor`, its run of equal scores put in `compareSlots` order first if no search has yet. */
function slotAt(order: ImpactOrder, cursor: number, compareSlots: (a: number, b: number) => number): number {
  if (cursor >= order.tiesSortedUpTo) {
    const { slots, impacts } = order;
    let end = cursor + 1;
    while (end < slots.length && impacts[end] === impacts[cursor]) end++;
    slots.subarray(cursor, end).sort(compareSlots);
    order.tiesSortedUpTo = end;
  }
  return order.slots[cursor]!;
}

/** A term a query word stands for: its documents by score, how well it matches, and its documents as bits. */
export interface RankedTerm {
  order: ImpactOrder;
  quality: number;
  bits: () => ReadonlySlotSet;
}

export interface RankedPage {
  /** The first `end` matches, best first, ties by `compareSlots`. */
  slots: number[];
  /** The best match's raw score: every hit's score is its own over this one. */
  best: number;
  total: number;
  /** A listed slot's raw score. */
  scoreOf: (slot: number) => number;
}

/**
 * The first `end` documents of `within` matched by any of `terms`, ranked as scoring every match would rank them: by
 * score (each document's best term score), then by `compareSlots`. Read from each term's documents in that order,
 * merged, and stopped once `end` are found: a search for a word in 40,000 of 100,000 listings reads a few dozen of
 * them for its first page instead of scoring all 40,000, so what a typo search costs follows the page asked for, not
 * the size of the catalogue (the count of matches is a pass over bits). Undefined when reading in score order would
 * read more than scoring every match: a filter that leaves few documents.
 */
export function rankedByImpact(
  terms: readonly RankedTerm[],
  within: ReadonlySlotSet,
  end: number,
  compareSlots: (a: number, b: number) => number,
): RankedPage | undefined {
  let entries = 0;
  for (const { order } of terms) entries += order.slots.length;
  const total = matchCount(terms, within);
  if (total === 0) return { slots: [], best: 0, total, scoreOf: () => 0 };
  // About end × entries / total entries are read before `end` matches are found; scoring reads every candidate entry.
  if (end * entries > total * Math.min(entries, within.size)) return undefined;

  const cursors = new Int32Array(terms.length);
  const scores = new Map<number, number>();
  const found: number[] = [];
  let best = 0;
  for (;;) {
    let term = -1;
    let score = -1;
    for (let i = 0; i < terms.length; i++) {
      const { order, quality } = terms[i]!;
      const cursor = cursors[i]!;
      if (cursor >= order.slots.length) continue;
      const next = quality * order.impacts[cursor]!;
      const better =
        next > score ||
        (next === score &&
          compareSlots(slotAt(order, cursor, compareSlots), slotAt(terms[term]!.order, cursors[term]!, compareSlots)) <
            0);
      if (better) {
        score = next;
        term = i;
      }
    }
    if (term < 0) break;
    if (found.length >= end) {
      // Read in the final order from here on, unless two raw scores differ where their scores over the best do not.
      const last = scores.get(found[found.length - 1]!)!;
      if (score === last || score / best < last / best) break;
    }
    const slot = slotAt(terms[term]!.order, cursors[term]!++, compareSlots);
    // A document's first entry read is its best score.
    if (scores.has(slot) || !within.has(slot)) continue;
    if (found.length === 0) best = score;
    scores.set(slot, score);
    found.push(slot);
  }
  // Hits are scored over the best one, as `bestFirst` orders them.
  const compare = (a: number, b: number) => scores.get(b)! / best - scores.get(a)! / best || compareSlots(a, b);
  return { slots: firstInOrder(found, end, compare), best, total, scoreOf: (slot) => scores.get(slot)! };
}

/** How many documents of `within` some term matches: their bits joined, then counted against it, word by word. */
function matchCount(terms: readonly RankedTerm[], within: ReadonlySlotSet): number {
  if (terms.length === 1) return terms[0]!.bits().countWithin(within);
  const union = new SlotSet(within.words.length << 5);
  for (const { bits } of terms) union.addAll(bits());
  return union.countWithin(within);
}
