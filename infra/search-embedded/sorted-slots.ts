/**
 * Slots (the index's small integers for documents) in ascending order, in a typed array with room to grow: what a
 * posting list holds. A Set or a Map per list cost 30 to 40 bytes an entry, and 100,000 listings make millions of
 * entries; here an entry is 4 bytes, and a snapshot's arrays are taken over without rebuilding anything.
 */
export class SortedSlots {
  protected constructor(
    protected slotsAt: Int32Array,
    protected count: number,
  ) {}

  static empty(): SortedSlots {
    return new SortedSlots(new Int32Array(2), 0);
  }

  /** Over an array (ascending) that this list then owns: it changes it in place. */
  static over(slots: Int32Array): SortedSlots {
    return new SortedSlots(slots, slots.length);
  }

  get size(): number {
    return this.count;
  }

  /** The slots, ascending: read the first `size`. */
  get slots(): Int32Array {
    return this.slotsAt;
  }

  has(slot: number): boolean {
    return this.find(slot) >= 0;
  }

  /** Adds the slot if it is not there; returns its place. */
  add(slot: number): number {
    let at = this.find(slot);
    if (at >= 0) return at;
    at = -at - 1;
    if (this.count === this.slotsAt.length) this.grow(Math.max(2, this.count * 2));
    this.shift(at, 1);
    this.slotsAt[at] = slot;
    this.count++;
    return at;
  }

  delete(slot: number): void {
    const at = this.find(slot);
    if (at < 0) return;
    this.shift(at + 1, -1);
    this.count--;
  }

  /** Moves the entries from `from` to the end one place up (to make room) or down (over a removed one). */
  protected shift(from: number, by: 1 | -1): void {
    this.slotsAt.copyWithin(from + by, from, this.count);
  }

  protected grow(capacity: number): void {
    const slots = new Int32Array(capacity);
    slots.set(this.slotsAt.subarray(0, this.count));
    this.slotsAt = slots;
  }

  /** The slot's place, or -(the place it would take) - 1. New slots mostly come last: that is checked first. */
  protected find(slot: number): number {
    let low = 0;
    let high = this.count;
    if (high > 0 && (this.slotsAt[high - 1] as number) < slot) return -high - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = this.slotsAt[middle] as number;
      if (at === slot) return middle;
      if (at < slot) low = middle + 1;
      else high = middle;
    }
    return -low - 1;
  }
}

/**
 * One word's documents in the text index, each with its weighted frequency at the same place. Frequencies are sums
 * of field weights (halves), which a 32-bit float holds exactly.
 */
export class WordPosting extends SortedSlots {
  private constructor(
    slots: Int32Array,
    private frequenciesAt: Float32Array,
    count: number,
  ) {
    super(slots, count);
  }

  static override empty(): WordPosting {
    return new WordPosting(new Int32Array(2), new Float32Array(2), 0);
  }

  /** Over arrays (slots ascending) that this posting then owns: it changes them in place. */
  static overWithFrequencies(slots: Int32Array, frequencies: Float32Array): WordPosting {
    return new WordPosting(slots, frequencies, slots.length);
  }

  /** Read the first `size`, as the slots. */
  get frequencies(): Float32Array {
    return this.frequenciesAt;
  }

  get(slot: number): number | undefined {
    const at = this.find(slot);
    return at >= 0 ? this.frequenciesAt[at] : undefined;
  }

  set(slot: number, frequency: number): void {
    // Its place first: adding may grow the arrays, and the frequency goes into the grown one.
    const at = this.add(slot);
    this.frequenciesAt[at] = frequency;
  }

  protected override shift(from: number, by: 1 | -1): void {
    super.shift(from, by);
    this.frequenciesAt.copyWithin(from + by, from, this.count);
  }

  protected override grow(capacity: number): void {
    super.grow(capacity);
    const frequencies = new Float32Array(capacity);
    frequencies.set(this.frequenciesAt.subarray(0, this.count));
    this.frequenciesAt = frequencies;
  }
}
