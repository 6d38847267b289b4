/** 2^18 bits (32 KiB): for the tens of thousands of keys a window may hold, about 1 % of false "seen before". */
const DEFAULT_BITS = 1 << 18;

/**
 * Which keys were offered before, approximately and in fixed memory: a Bloom filter (two bit positions per key),
 * forgotten each time `windowBytes` of answers have been offered since it was last cleared. This is TinyLFU's
 * "doorkeeper": a cache asks it whether an answer has been asked for before storing it. No maintained npm package
 * offers just this (the TinyLFU caches bring their own cache around it), and it is a few lines.
 *
 * A false "seen before" only stores an answer that would have been stored on its next request; a key is never
 * reported unseen within the window it was offered in.
 */
export class Doorkeeper {
  private readonly bits: Uint32Array;
  private readonly mask: number;
  private offeredBytes = 0;

  /** `bits` is rounded up to a power of two. */
  constructor(
    private readonly windowBytes: number,
    bits = DEFAULT_BITS,
  ) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(bits, 32)));
    this.bits = new Uint32Array(size >>> 5);
    this.mask = size - 1;
  }

  /**
   * Whether `key` was offered before within the window; remembers it either way. `bytes`: the answer's size, or 1 for
   * a window counted in offers.
   */
  offer(key: string, bytes: number): boolean {
    if (this.offeredBytes + bytes > this.windowBytes) {
      this.bits.fill(0);
      this.offeredBytes = 0;
    }
    this.offeredBytes += bytes;
    // FNV-1a over the key, then two different mixes of it: two well-spread positions from one pass.
    let hash = 0x811c9dc5;
    for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
    const a = mix(hash) & this.mask;
    const b = mix(hash ^ 0x9e3779b9) & this.mask;
    const seen = this.test(a) && this.test(b);
    this.bits[a >>> 5]! |= 1 << (a & 31);
    this.bits[b >>> 5]! |= 1 << (b & 31);
    return seen;
  }

  private test(position: number): boolean {
    return (this.bits[position >>> 5]! & (1 << (position & 31))) !== 0;
  }
}

/** MurmurHash3's 32-bit finaliser: every input bit moves about half the output bits. */
function mix(value: number): number {
  let hash = value;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
