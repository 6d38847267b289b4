import { firstInOrder } from './first-in-order.js';
import type { ReadonlySlotSet } from './slot-set.js';

/** A VectorTable as plain data (typed arrays cut at `end`): what a snapshot keeps of it. */
export interface VectorTableState {
  end: number;
  columns: Float64Array<ArrayBuffer>[];
  squaredNorms: Float64Array<ArrayBuffer>;
  present: Uint8Array<ArrayBuffer>;
  notFinite: number[];
}

/**
 * Every document's vector, stored by dimension: one Float64Array per dimension, indexed by slot, with each
 * vector's squared norm computed once. Ranking thousands of listings by meaning then sweeps the few columns
 * where the query is not 0 (a concept query names a handful of its 64 dimensions) from start to end, instead
 * of jumping through every listing's whole row, which is what memory makes slow.
 *
 * The arithmetic is that of plain cosine, the same sums in the same order: a skipped dimension adds a 0
 * product, and adding 0 changes no sum (at most the sign of a zero sum, which the `+ 1` erases), so scores do
 * not move by a bit. Only where a vector holds an infinity or NaN is a 0 product not 0: such vectors, and
 * queries, are read in full.
 */
export class VectorTable {
  private columns: Float64Array[];
  private squaredNorms = new Float64Array(0);
  /** One past the highest slot ever given a vector: where column sweeps stop (columns grow by doubling). */
  private end = 0;
  private present = new Uint8Array(0);
  private readonly notFinite = new Set<number>();
  /**
   * Per dimension, the slots whose vector is not 0 there, ordered by their value there divided by their vector's
   * length (highest first): made when a query first ranks by that dimension, dropped at every write (see `nearest`).
   */
  private byDimension: Array<DimensionOrder | undefined> = [];

  constructor(private readonly dimensions: number) {
    this.columns = Array.from({ length: dimensions }, () => new Float64Array(0));
  }

  set(slot: number, vector: readonly number[] | undefined): void {
    // Only when some were made: a projection sets thousands of vectors in a row.
    if (this.byDimension.length > 0) this.byDimension = [];
    if (slot >= this.present.length) this.grow(Math.max(slot + 1, this.present.length * 2));
    this.present[slot] = vector ? 1 : 0;
    this.notFinite.delete(slot);
    if (!vector) return;
    this.end = Math.max(this.end, slot + 1);
    let squaredNorm = 0;
    for (let i = 0; i < this.dimensions; i++) {
      const value = vector[i]!;
      this.columns[i]![slot] = value;
      squaredNorm += value * value;
    }
    this.squaredNorms[slot] = squaredNorm;
    if (!vector.every(Number.isFinite)) this.notFinite.add(slot);
  }

  get(slot: number): number[] | undefined {
    if (!this.present[slot]) return undefined;
    return this.columns.map((column) => column[slot]!);
  }

  /**
   * Cosine similarity to `query`, mapped to 0..1 (1 = same direction) to be comparable with a normalized text
   * score; undefined for a document without a vector. `count`: how many documents will be asked about.
   */
  similarityTo(query: readonly number[], count: number): (slot: number) => number | undefined {
    const { dimensions, columns, present, squaredNorms } = this;
    let queryNorm = 0;
    for (let i = 0; i < dimensions; i++) queryNorm += query[i]! * query[i]!;
    const every = Array.from({ length: dimensions }, (_, i) => i);
    const read = query.every(Number.isFinite) ? every.filter((i) => query[i] !== 0) : every;
    const dotOf = (slot: number) => {
      let dot = 0;
      for (const i of this.notFinite.has(slot) ? every : read) dot += query[i]! * columns[i]![slot]!;
      return dot;
    };
    const similarity = (dot: number, squaredNorm: number) =>
      queryNorm === 0 || squaredNorm === 0 ? 0 : (dot / Math.sqrt(queryNorm * squaredNorm) + 1) / 2;
    if (count * 8 < this.end) {
      // Few documents: each read where it lies.
      return (slot) => (present[slot] ? similarity(dotOf(slot), squaredNorms[slot]!) : undefined);
    }
    // Many: whole columns, front to back, for every slot at once.
    const similarities = new Float64Array(this.end);
    for (const i of read) {
      const column = columns[i]!;
      const weight = query[i]!;
      for (let slot = 0; slot < similarities.length; slot++) similarities[slot]! += weight * column[slot]!;
    }
    for (const slot of this.notFinite) similarities[slot] = dotOf(slot);
    for (let slot = 0; slot < similarities.length; slot++)
      similarities[slot] = similarity(similarities[slot]!, squaredNorms[slot]!);
    return (slot) => (present[slot] ? similarities[slot] : undefined);
  }

  /** Copies, so the state stays as it was whatever is written afterwards. */
  exportState(): VectorTableState {
    return {
      end: this.end,
      columns: this.columns.map((column) => column.slice(0, this.end)),
      squaredNorms: this.squaredNorms.slice(0, this.end),
      present: this.present.slice(0, this.end),
      notFinite: [...this.notFinite],
    };
  }

  /** Takes over an exported state (its arrays are this table's from now on); `set` grows them again when needed. */
  importState(state: VectorTableState): void {
    if (state.columns.length !== this.dimensions)
      throw new Error(
        `The snapshot's vectors have ${state.columns.length} dimensions; the index expects ${this.dimensions}`,
      );
    this.end = state.end;
    this.columns = state.columns;
    this.squaredNorms = state.squaredNorms;
    this.present = state.present;
    this.notFinite.clear();
    for (const slot of state.notFinite) this.notFinite.add(slot);
    this.byDimension = [];
  }

  /**
   * The `count` slots of `accepted` most similar to `query`, best first (a tie goes to `before`), each with the
   * similarity `similarityTo` gives it, bit for bit; undefined where this way does not apply (the caller then scores
   * every slot). Fagin's threshold algorithm: each dimension the query uses is read down its order (upwards where the
   * query's weight is negative), the slots met are scored in full, and reading stops once the `count`-th best
   * score beats what any slot not yet met could reach (the sum of the weights times the values under the cursors).
   * A concept query over two thirds of a 10,000-listing catalogue then scores a few hundred listings, not all.
   */
  nearest(
    query: readonly number[],
    count: number,
    accepted: ReadonlySlotSet,
    before: (a: number, b: number) => number,
  ): { slots: number[]; similarities: number[] } | undefined {
    if (this.notFinite.size > 0 || !query.every(Number.isFinite) || count <= 0) return undefined;
    const read: number[] = [];
    let queryNorm = 0;
    for (let i = 0; i < this.dimensions; i++) {
      queryNorm += query[i]! * query[i]!;
      if (query[i] !== 0) read.push(i);
    }
    if (queryNorm === 0) return undefined;
    const { squaredNorms } = this;
    const weights = read.map((i) => query[i]!);
    const readColumns = read.map((i) => this.columns[i]!);
    const similarityOf = (slot: number) => {
      let dot = 0;
      for (let d = 0; d < weights.length; d++) dot += weights[d]! * readColumns[d]![slot]!;
      const squaredNorm = squaredNorms[slot]!;
      return squaredNorm === 0 ? 0 : (dot / Math.sqrt(queryNorm * squaredNorm) + 1) / 2;
    };
    const lists = read.map((i) => {
      const order = this.orderOf(i);
      const upwards = query[i]! < 0;
      return { weight: query[i]!, order, next: upwards ? order.slots.length - 1 : 0, step: upwards ? -1 : 1 };
    });
    const queryLength = Math.sqrt(queryNorm);
    // A bit per slot, and the slots met with their similarity side by side: a few KiB, not an array per slot.
    const seen = new Uint32Array((this.end + 31) >>> 5);
    const candidates: number[] = [];
    const similarities: number[] = [];
    // The `count` best similarities met so far, worst at the root.
    const best: number[] = [];
    for (;;) {
      // What a slot not met yet can reach: under each cursor its value times the weight, or 0 (a slot in no list).
      let reach = 0;
      let widest: (typeof lists)[number] | undefined;
      let widestShare = 0;
      for (const list of lists) {
        const { order, next, weight } = list;
        if (next < 0 || next >= order.slots.length) continue;
        const share = weight * order.values[next]!;
        if (share <= 0) continue;
        reach += share;
        if (share > widestShare) [widest, widestShare] = [list, share];
      }
      // A margin for rounding: the cursors' values and the full score are sums of the same products, rounded apart.
      if (best.length === count && best[0]! > (reach / queryLength + 1) / 2 + 1e-9) break;
      // Every slot left reaches at most a cosine of 0: whether it still counts is not for this way to tell.
      if (!widest) return undefined;
      // The list that holds the bound up most moves on, a stretch at a time.
      for (let step = 0; step < STRETCH && widest.next >= 0 && widest.next < widest.order.slots.length; step++) {
        const slot = widest.order.slots[widest.next]!;
        widest.next += widest.step;
        const bit = 1 << (slot & 31);
        if ((seen[slot >>> 5]! & bit) !== 0 || !accepted.has(slot)) continue;
        seen[slot >>> 5]! |= bit;
        const similarity = similarityOf(slot);
        candidates.push(slot);
        similarities.push(similarity);
        pushBest(best, count, similarity);
      }
    }
    const order = firstInOrder(
      Int32Array.from(candidates.keys()),
      count,
      (a, b) => similarities[b]! - similarities[a]! || before(candidates[a]!, candidates[b]!),
      Float64Array.from(similarities),
    );
    return { slots: order.map((k) => candidates[k]!), similarities: order.map((k) => similarities[k]!) };
  }

  private orderOf(dimension: number): DimensionOrder {
    let order = this.byDimension[dimension];
    if (!order) {
      const column = this.columns[dimension]!;
      const held: number[] = [];
      for (let slot = 0; slot < this.end; slot++) if (this.present[slot] && column[slot] !== 0) held.push(slot);
      const shares = new Float64Array(this.end);
      for (const slot of held) shares[slot] = column[slot]! / Math.sqrt(this.squaredNorms[slot]!);
      const slots = Int32Array.from(held).sort((a, b) => shares[b]! - shares[a]!);
      order = this.byDimension[dimension] = { slots, values: Float64Array.from(slots, (slot) => shares[slot]!) };
    }
    return order;
  }

  private grow(slots: number): void {
    this.columns = this.columns.map((column) => resized(column, slots));
    this.squaredNorms = resized(this.squaredNorms, slots);
    const present = new Uint8Array(slots);
    present.set(this.present);
    this.present = present;
  }
}

/** How many slots one dimension's cursor reads before the bound is worked out again. */
const STRETCH = 16;

interface DimensionOrder {
  slots: Int32Array;
  /** Each slot's value in the dimension over its vector's length, in the same order. */
  values: Float64Array;
}

/** Keeps the `count` highest values in a heap whose root is the lowest of them. */
function pushBest(heap: number[], count: number, value: number): void {
  if (heap.length < count) {
    heap.push(value);
    for (let i = heap.length - 1; i > 0 && heap[i]! < heap[(i - 1) >> 1]!; i = (i - 1) >> 1)
      [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1]!, heap[i]!];
    return;
  }
  if (value <= heap[0]!) return;
  heap[0] = value;
  for (let i = 0; ;) {
    const left = 2 * i + 1;
    let lowest = i;
    if (left < heap.length && heap[left]! < heap[lowest]!) lowest = left;
    if (left + 1 < heap.length && heap[left + 1]! < heap[lowest]!) lowest = left + 1;
    if (lowest === i) return;
    [heap[i], heap[lowest]] = [heap[lowest]!, heap[i]!];
    i = lowest;
  }
}

function resized(values: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const copy = new Float64Array(length);
  copy.set(values);
  return copy;
}
