import { ConcurrencyError, type ExpectedRevision } from './event-store.js';

/** The revision of a stream's last event, or `no_stream` when it has none. */
export type StreamRevision = bigint | 'no_stream';

/**
 * Throws the port's ConcurrencyError when `actual` does not satisfy `expected`. Adapters that check
 * expectations themselves (SQLite, and KurrentDB before its own server-side check) share this rule.
 */
export function assertExpectedRevision(stream: string, expected: ExpectedRevision, actual: StreamRevision): void {
  const satisfied =
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'exists' && actual !== 'no_stream') ||
    (typeof expected === 'bigint' && actual === expected);
  if (!satisfied) throw new ConcurrencyError(stream, expected, actual);
}
