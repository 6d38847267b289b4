import type { Interpretation } from '../interpretation.js';
import { OPERATION_WORDS, RENTED_WORDS, SOLD_WORDS } from './lexicon.js';
import type { Consumable } from './query-text.js';

type Closed = 'sold' | 'rented';

/** "vendidos", "ya se arrendó": listings no longer on the market, which are shown only when asked for. */
export function readClosedStatuses(text: Consumable): Closed[] {
  const closed: Closed[] = [];
  text.take(
    new RegExp(String.raw`\b(?:ya\s+)?(?:se\s+)?(?:${SOLD_WORDS.join('|')}|vendieron|vendio)\b`),
    () => void closed.push('sold'),
  );
  text.take(
    new RegExp(String.raw`\b(?:ya\s+)?(?:se\s+)?(?:${RENTED_WORDS.join('|')}|arrendaron|arrendo|alquilaron)\b`),
    () => void closed.push('rented'),
  );
  return closed;
}

/**
 * "venta", "arriendo", "para comprar". A monthly price means rent (sales are not paid by the month) when no
 * operation is named, unless the visitor asked for sold or rented listings, which the statuses narrow already.
 */
export function readOperation(
  text: Consumable,
  monthly: boolean,
  closed: readonly Closed[],
): Interpretation['operation'] {
  const operations = new Set<'sale' | 'rent'>();
  for (const operation of ['rent', 'sale'] as const) {
    const words = [...OPERATION_WORDS[operation]].sort((a, b) => b.length - a.length).join('|');
    text.take(new RegExp(String.raw`\b(?:${words})\b`), () => void operations.add(operation));
  }
  // "venta o arriendo" asks for both: no operation constraint.
  if (operations.size === 1) return [...operations][0]!;
  return monthly && closed.length === 0 ? 'rent' : null;
}

/** Closed listings when asked for; otherwise what is on the market, narrowed by the operation. */
export function statusesFor(closed: Closed[], operation: Interpretation['operation']): Interpretation['statuses'] {
  return closed.length > 0 ? closed : operation ? [operation] : ['sale', 'rent'];
}
