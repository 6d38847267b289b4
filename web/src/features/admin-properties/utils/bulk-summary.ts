import { countOf } from '../../../lib/spanish-count';
import type { BulkAction, BulkResult } from '../api/bulk-action';

/** What became of the listings an action was done to: "publicadas", "pausadas"… (la propiedad: feminine). */
const DONE: Record<BulkAction['action'], [one: string, many: string]> = {
  publish: ['publicada', 'publicadas'],
  pause: ['pausada', 'pausadas'],
  status: ['con el estado cambiado', 'con el estado cambiado'],
  assign: ['asignada', 'asignadas'],
  delete: ['eliminada', 'eliminadas'],
};

/** How many failures the message names one by one; the rest are counted. */
const NAMED_FAILURES = 3;

/**
 * The sentence after a bulk action: "12 publicadas, 1 no se pudo: «Casa en Pance»: Un borrador no se puede
 * pausar…" — what was done, then each listing that was not with the server's reason.
 */
export function bulkSummary(action: BulkAction['action'], { results, summary }: BulkResult): string {
  const [one, many] = DONE[action];
  const done = summary.succeeded === 0 ? `Ninguna ${one}` : countOf(summary.succeeded, one, many);
  if (summary.failed === 0) return `${done}.`;
  const failures = results.filter((result) => !result.ok);
  const named = failures
    .slice(0, NAMED_FAILURES)
    .map((result) => `«${result.title}»: ${'message' in result ? result.message : ''}`);
  const rest = failures.length - named.length;
  const list = rest > 0 ? `${named.join('; ')}; y ${countOf(rest, 'otra', 'otras')}` : named.join('; ');
  return `${done}, ${summary.failed} ${summary.failed === 1 ? 'no se pudo' : 'no se pudieron'}: ${list}`;
}
