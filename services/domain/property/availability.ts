import type { PropertyStatus } from './events.js';

/** Listings a visitor can still buy or rent; sold and rented ones stay listed as references only. */
export const AVAILABLE_STATUSES = ['sale', 'rent'] as const satisfies readonly PropertyStatus[];

/**
 * 0 for a listing on the market, 1 for a sold or rented one: a number (not a boolean) so that every search index
 * can sort by it, ascending to show available listings first.
 */
export function availabilityRank(status: PropertyStatus): 0 | 1 {
  return (AVAILABLE_STATUSES as readonly PropertyStatus[]).includes(status) ? 0 : 1;
}
