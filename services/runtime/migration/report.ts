import type { RecordedEvent } from '../../../infra/ports/event-store.js';
import { streamCountDifferences, type EventDifference, type LogComparison } from './compare-logs.js';

export const count = (value: number) => value.toLocaleString('es-CO');

const named = (event: RecordedEvent) =>
  `${event.id} (stream ${event.stream}, revisión ${event.revision}, tipo ${event.type})`;

export function describeDifference(difference: EventDifference): string {
  const place = `n.º ${count(difference.ordinal)} del registro`;
  switch (difference.kind) {
    case 'missing':
      return `al destino le falta el evento ${place}: ${named(difference.source)}`;
    case 'extra':
      return `el destino tiene un evento ${place} que el origen no tiene: ${named(difference.target)}`;
    case 'different':
      return `el evento ${place} difiere en el destino (${difference.fields.join(', ')}): origen ${named(difference.source)}, destino ${named(difference.target)}`;
  }
}

/**
 * Prints both sides' counts and hashes and, when they part, the first event at which they do and the streams
 * whose counts differ. True when the logs are the same.
 */
export function reportVerification(comparison: LogComparison): boolean {
  for (const [side, summary] of [
    ['Origen ', comparison.source],
    ['Destino', comparison.target],
  ] as const)
    console.log(
      `${side}: ${count(summary.events)} eventos en ${count(summary.streams.size)} streams, sha256 ${summary.sha256}`,
    );
  const difference = comparison.firstDifference;
  if (!difference) {
    console.log('Verificación correcta: los mismos eventos, en el mismo orden y con los mismos datos.');
    return true;
  }
  console.error(`La verificación falló: ${describeDifference(difference)}.`);
  const streams = streamCountDifferences(comparison);
  if (streams.length > 0)
    console.error(
      `Streams con conteos distintos (${count(streams.length)}): ${streams.slice(0, 5).join(', ')}${streams.length > 5 ? ', …' : ''}`,
    );
  return false;
}

/** Prints `label: done / total (n %)` at the first call, then at most once a second, and at the end. */
export function progressLine(label: string, total: number): (done: number) => void {
  let printedAt = Number.NEGATIVE_INFINITY;
  return (done) => {
    const now = performance.now();
    if (now - printedAt < 1_000 && done !== total) return;
    printedAt = now;
    // A source still taking writes can grow past the total counted before the copy.
    const whole = Math.max(total, done, 1);
    console.log(`${label}: ${count(done)} / ${count(whole)} (${Math.floor((done * 100) / whole)} %)`);
  };
}
