/**
 * The SharedWindows port: short-lived counters that every API replica behind a balancer must agree on (the
 * repeat-view window, the token-use throttle, the rate limits). Embedded: this process's memory
 * (infra/memory), enough for the one process it runs; production: MongoDB (infra/mongodb), shared by every
 * replica. Every adapter passes infra/contract/shared-windows.contract.ts.
 */
export interface WindowCount {
  /** Hits on the key in its current window, this one included: 1 means this hit opened the window. */
  count: number;
  /** When the window ends (ms since the epoch, on the callers' clock). */
  resetAt: number;
}

export interface SharedWindows {
  /**
   * Counts one hit on `key`. Windows are fixed, not sliding: a hit at or after `resetAt` opens a new window
   * of `windowMs` from its own `now`, and hits inside a window keep its end. Concurrent hits, from this
   * process or any other on the same store, are each counted exactly once. `now` is the caller's clock
   * (ms), so that tests can move time; replicas are assumed to keep their clocks in step (NTP), and a skew
   * between them moves a window's end by as much.
   */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  close(): Promise<void>;
}
