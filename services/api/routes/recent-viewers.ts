import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';

/** SPEC (issue 4): the same visitor opening the same property again within this window is not a new view. */
export const REPEAT_VIEW_WINDOW_MS = 30 * 60_000;

/**
 * Distinct visitors one address can add to one property per window. Anyone can drop a cookie or invent an
 * id, so without a cap one address could count itself again and again; a few still lets the people of an
 * office or a home behind one NAT address count.
 */
export const VISITORS_PER_ADDRESS = 3;

/**
 * Addresses (per property) remembered at once. Each holds at most VISITORS_PER_ADDRESS short ids, so this
 * bounds the memory (a few hundred bytes each); past it the least recently active address is forgotten.
 */
const MAX_ADDRESSES = 50_000;

interface Seen {
  visitorId: string;
  until: number;
}

/**
 * Who saw which property lately, kept in this process's memory only: with several API replicas (or after
 * a restart) a visitor may be counted once per process, which is accepted for a view counter. Addresses are
 * kept as a hash with the property id, never in clear; visitor ids are the random anonymous cookie values.
 * Times come from the caller (the app's clock), not from the cache's own timer, so tests can move them.
 */
export class RecentViewers {
  private readonly byAddress: LRUCache<string, Seen[]>;

  constructor(
    private readonly windowMs = REPEAT_VIEW_WINDOW_MS,
    private readonly visitorsPerAddress = VISITORS_PER_ADDRESS,
    maxAddresses = MAX_ADDRESSES,
  ) {
    this.byAddress = new LRUCache({ max: maxAddresses });
  }

  /**
   * True, and remembered for the window, when this visitor has not seen this property from this address
   * within it and the address has not reached its quota of visitors for the property.
   */
  isNewView(view: { propertyId: string; ip: string; visitorId: string }, now: number): boolean {
    const key = createHash('sha256').update(`${view.propertyId}\0${view.ip}`).digest('base64url');
    const live = (this.byAddress.get(key) ?? []).filter((seen) => seen.until > now);
    const isNew = live.length < this.visitorsPerAddress && !live.some((seen) => seen.visitorId === view.visitorId);
    if (isNew) live.push({ visitorId: view.visitorId, until: now + this.windowMs });
    if (live.length > 0) this.byAddress.set(key, live);
    else this.byAddress.delete(key);
    return isNew;
  }
}
