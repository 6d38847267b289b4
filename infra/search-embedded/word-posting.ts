/**
 * One word's documents in the text index: their slots in ascending order and each one's weighted frequency, side by
 * side in typed arrays with room to grow. A Map per word cost about 40 bytes an entry, and 100,000 listings make four
 * million entries; here an entry is 8 bytes, and a snapshot's arrays are taken over without rebuilding anything.
 * Frequencies are sums of field weights (halves), which a 32-bit float holds exactly.
 */
export class WordPosting {
  private constructor(
    private slotsAt: Int32Array,
    private frequenciesAt: Float32Array,
    private count: number,
  ) {}

  static empty(): WordPosting {
    return new WordPosting(new Int32Array(2), new Float32Array(2), 0);
  }

  /** Over arrays (slots ascending) that this posting then owns: it changes them in place. */
  static over(slots: Int32Array, frequencies: Float32Array): WordPosting {
    return new WordPosting(slots, frequencies, slots.length);
  }

  get size(): number {
    return this.count;
  }

  /** The slots, ascending, and their frequencies at the same places; read the first `size` of each. */
  get slots(): Int32Array {
    return this.slotsAt;
  }

  get frequencies(): Float32Array {
    return this.frequenciesAt;
  }

  get(slot: number): number | undefined {
    const at = this.find(slot);
    return at >= 0 ? this.frequenciesAt[at] : undefined;
  }

  set(slot: number, frequency: number): void {
    let at = this.find(slot);
    if (at < 0) {
      at = -at - 1;
      if (this.count === this.slotsAt.length) this.grow();
      this.slotsAt.copyWithin(at + 1, at, this.count);
      this.frequenciesAt.copyWithin(at + 1, at, this.count);
      this.slotsAt[at] = slot;
      this.count++;
    }
    this.frequenciesAt[at] = frequency;
  }

  delete(slot: number): void {
    const at = this.find(slot);
    if (at < 0) return;
    this.slotsAt.copyWithin(at, at + 1, this.count);
    this.frequenciesAt.copyWithin(at, at + 1, this.count);
    this.count--;
  }

  /** The slot's place, or -(the place it would take) - 1. New slots mostly come last: that is checked first. */
  private find(slot: number): number {
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

  private grow(): void {
    const capacity = Math.max(2, this.slotsAt.length * 2);
    const slots = new Int32Array(capacity);
    slots.set(this.slotsAt.subarray(0, this.count));
    const frequencies = new Float32Array(capacity);
    frequencies.set(this.frequenciesAt.subarray(0, this.count));
    this.slotsAt = slots;
    this.frequenciesAt = frequencies;
  }
}
