import { createHash } from 'node:crypto';

/** SPEC (issue 4): the same visitor opening the same property again within this window is not a new view. */
export const REPEAT_VIEW_WINDOW_MS = 30 * 60_000;

/**
 * Who saw which property lately, kept in this process's memory only: with several API replicas (or after
 * a restart) a visitor may be counted once per process, which is accepted for a view counter. Visitors
 * are keyed on a hash of IP and user agent, so no address is held in clear. Every entry lives for the same
 * window, so insertion order is expiry order and expired entries are dropped from the front.
 */
export class RecentViewers {
  private readonly seenUntil = new Map<string, number>();

  constructor(private readonly windowMs = REPEAT_VIEW_WINDOW_MS, private readonly maxEntries = 100_000) {}

  /** True, and remembered for the window, when this visitor has not seen this property within it. */
  isNewView(visitor: { propertyId: string; ip: string; userAgent: string }, now: number): boolean {
    this.forgetExpired(now);
    const key = createHash('sha256').update(`${visitor.propertyId}\0${visitor.ip}\0${visitor.userAgent}`).digest('base64url');
    if (this.seenUntil.has(key)) return false;
    this.seenUntil.set(key, now + this.windowMs);
    // A flood of distinct visitors must not grow memory without bound: the oldest are forgotten first.
    if (this.seenUntil.size > this.maxEntries) this.seenUntil.delete(this.seenUntil.keys().next().value as string);
    return true;
  }

  private forgetExpired(now: number): void {
    for (const [key, until] of this.seenUntil) {
      if (until > now) return;
      this.seenUntil.delete(key);
    }
  }
}
