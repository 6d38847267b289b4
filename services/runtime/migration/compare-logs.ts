import { createHash, type Hash } from 'node:crypto';
import type { EventStore, Position, RecordedEvent } from '../../../infra/ports/event-store.js';
import { differingFields, eventLine } from './event-line.js';

/** What one side's log holds, computed the same way on both sides. */
export interface LogSummary {
  events: number;
  /** Events per stream. */
  streams: Map<string, number>;
  /** SHA-256 of the event lines in log order. */
  sha256: string;
}

/** The first place, in log order, where the two logs part; `ordinal` is 1-based. */
export type EventDifference =
  | { kind: 'missing'; ordinal: number; source: RecordedEvent }
  | { kind: 'extra'; ordinal: number; target: RecordedEvent }
  | { kind: 'different'; ordinal: number; source: RecordedEvent; target: RecordedEvent; fields: string[] };

export interface LogComparison {
  source: LogSummary;
  target: LogSummary;
  firstDifference: EventDifference | null;
  /** The source's position of the last event both logs share before they part (-1n: none). */
  sharedUpTo: Position;
}

class Side {
  events = 0;
  readonly streams = new Map<string, number>();
  private readonly hash: Hash = createHash('sha256');

  /** Counts and hashes the event; returns its line. */
  add(event: RecordedEvent): string {
    const line = eventLine(event);
    this.events += 1;
    this.streams.set(event.stream, (this.streams.get(event.stream) ?? 0) + 1);
    this.hash.update(line).update('\n');
    return line;
  }

  summary(): LogSummary {
    return { events: this.events, streams: this.streams, sha256: this.hash.digest('hex') };
  }
}

/** One log's counts and hash alone, as compareLogs computes each side's: what a backup's manifest records. */
export async function summarizeLog(store: EventStore): Promise<LogSummary> {
  const side = new Side();
  for await (const event of store.readAll()) side.add(event);
  return side.summary();
}

/**
 * Reads both logs side by side, once: the summaries (counts, hash) of each whole log and the first event at
 * which they part. A target that is a prefix of the source parts only where it ends, which is where an
 * interrupted copy resumes.
 */
export async function compareLogs(source: EventStore, target: EventStore): Promise<LogComparison> {
  const sources = source.readAll()[Symbol.asyncIterator]();
  const targets = target.readAll()[Symbol.asyncIterator]();
  const sourceSide = new Side();
  const targetSide = new Side();
  let firstDifference: EventDifference | null = null;
  let sharedUpTo: Position = -1n;
  let [nextSource, nextTarget] = await Promise.all([sources.next(), targets.next()]);
  while (!nextSource.done || !nextTarget.done) {
    const s = nextSource.done ? null : nextSource.value;
    const t = nextTarget.done ? null : nextTarget.value;
    const sourceLine = s && sourceSide.add(s);
    const targetLine = t && targetSide.add(t);
    if (!firstDifference) {
      const ordinal = Math.max(sourceSide.events, targetSide.events);
      if (s && t) {
        if (sourceLine === targetLine) sharedUpTo = s.position;
        else firstDifference = { kind: 'different', ordinal, source: s, target: t, fields: differingFields(s, t) };
      } else if (s) firstDifference = { kind: 'missing', ordinal, source: s };
      else if (t) firstDifference = { kind: 'extra', ordinal, target: t };
    }
    [nextSource, nextTarget] = await Promise.all([
      nextSource.done ? nextSource : sources.next(),
      nextTarget.done ? nextTarget : targets.next(),
    ]);
  }
  return { source: sourceSide.summary(), target: targetSide.summary(), firstDifference, sharedUpTo };
}

/** The streams whose counts differ, as `stream (origen n, destino m)`. */
export function streamCountDifferences(comparison: LogComparison): string[] {
  const names = new Set([...comparison.source.streams.keys(), ...comparison.target.streams.keys()]);
  const differences: string[] = [];
  for (const name of names) {
    const inSource = comparison.source.streams.get(name) ?? 0;
    const inTarget = comparison.target.streams.get(name) ?? 0;
    if (inSource !== inTarget) differences.push(`${name} (origen ${inSource}, destino ${inTarget})`);
  }
  return differences;
}
