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

  constructor(private readonly dimensions: number) {
    this.columns = Array.from({ length: dimensions }, () => new Float64Array(0));
  }

  set(slot: number, vector: readonly number[] | undefined): void {
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
  }

  private grow(slots: number): void {
    this.columns = this.columns.map((column) => resized(column, slots));
    this.squaredNorms = resized(this.squaredNorms, slots);
    const present = new Uint8Array(slots);
    present.set(this.present);
    this.present = present;
  }
}

function resized(values: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const copy = new Float64Array(length);
  copy.set(values);
  return copy;
}
