import { createHash } from 'node:crypto';
import type { SharedWindows } from '../../../infra/ports/shared-windows.js';

/** SPEC (issue 4): the same visitor opening the same property again within this window is not a new view. */
export const REPEAT_VIEW_WINDOW_MS = 30 * 60_000;

/**
 * Distinct visitors one address can add to one property per window. Anyone can drop a cookie or invent an
 * id, so without a cap one address could count itself again and again; a few still lets the people of an
 * office or a home behind one NAT address count.
 */
export const VISITORS_PER_ADDRESS = 3;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('base64url');

/**
 * Who saw which property lately, in SharedWindows: every API replica on the same store (MongoDB) agrees, and
 * a restart forgets nothing there; the embedded default keeps them in its one process. Two windows per view:
 * the visitor's (property, address and visitor id), whose first hit is a new view, and the address's (property
 * and address), which admits the first few new visitors of its window. A visitor turned away by the address's
 * quota stays turned away until its own window ends. Addresses are kept only as hashes with the property id;
 * visitor ids are the random anonymous cookie values. Times come from the caller (the app's clock).
 */
export class RecentViewers {
  constructor(
    private readonly windows: SharedWindows,
    /** Keeps apart facts with windows of their own (views, WhatsApp clicks). */
    private readonly fact: string,
    private readonly windowMs = REPEAT_VIEW_WINDOW_MS,
    private readonly visitorsPerAddress = VISITORS_PER_ADDRESS,
  ) {}

  /** True, once per window, when this visitor has not seen this property from this address within it. */
  async isNewView(view: { propertyId: string; ip: string; visitorId: string }, now: number): Promise<boolean> {
    const address = digest(view.propertyId, view.ip);
    const visitor = await this.windows.hit(
      `${this.fact}:visitor:${digest(address, view.visitorId)}`,
      this.windowMs,
      now,
    );
    if (visitor.count > 1) return false;
    const visitors = await this.windows.hit(`${this.fact}:address:${address}`, this.windowMs, now);
    return visitors.count <= this.visitorsPerAddress;
  }
}
