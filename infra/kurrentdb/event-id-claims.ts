import { randomUUID } from 'node:crypto';
import {
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { DuplicateEventError } from '../ports/event-store.js';
import type { PreparedEvent } from './event-mapping.js';

/**
 * Event ids across streams. KurrentDB indexes streams, not event ids, and deduplicates an id only within one
 * stream. So that an id can never be appended to two streams (what SQLite's UNIQUE index gives the embedded
 * store), each event first claims its id: the first event of a stream named after the id, written expecting
 * that stream not to exist, which only one writer in the cluster can do. The claim names the event's stream.
 *
 * Not one atomic write: KurrentDB's multi-stream append (`multiStreamAppend` / `appendRecords` in client 1.3.1)
 * needs a 25.1 server (the stack runs 25.0) and metadata of string values only (ours holds the schema version
 * as a number, in every event already written too). So two writes, the claim first:
 *
 * - A crash, or a refused append (a stale expected revision), between the two leaves a claim without its
 *   event. The id stays claimed by that stream: retrying the same append, which goes to the same stream, finds
 *   the claim naming its own stream and goes on; an append of that id to any other stream is refused. An id is
 *   never in two streams, and a retry is always safe. Left behind: one small stream per such id, whose `$`
 *   type every read of the log skips.
 * - The other order would be unsound: a crash after the event and before its claim would leave an unclaimed id
 *   that another stream could take.
 * - Two writers appending the same id to the same stream at once both get past their claims; the stream's
 *   expected revision admits one, and the other finds the id in the stream when it reads it again (or is
 *   KurrentDB's idempotent repeat of the very same batch).
 *
 * Events appended before claims existed have none, so a duplicate of one of them in another stream goes
 * unnoticed; `npm run migrate` appends through this adapter, so a migrated log is claimed in full.
 */
const CLAIM_TYPE = '$portal-event-id';

/** Named after the KurrentDB id (a UUID), which a port id that is no UUID maps to deterministically. */
const claimStream = (event: PreparedEvent) => `portal-event-id-${event.data.id}`;

/** Claims every id of the batch for `stream`; DuplicateEventError when another stream has claimed one of them. */
export async function claimEventIds(
  client: KurrentDBClient,
  stream: string,
  events: readonly PreparedEvent[],
): Promise<void> {
  await Promise.all(events.map((event) => claim(client, stream, event)));
}

async function claim(client: KurrentDBClient, stream: string, event: PreparedEvent): Promise<void> {
  const name = claimStream(event);
  try {
    // A fresh id for the claim itself: an id derived from the event alone would make a claim for another
    // stream look like KurrentDB's idempotent repeat of this one, and succeed.
    await client.appendToStream(name, jsonEvent({ id: randomUUID(), type: CLAIM_TYPE, data: { stream } }), {
      streamState: NO_STREAM,
    });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    if ((await claimedFor(client, name)) !== stream) throw new DuplicateEventError(event.id);
  }
}

async function claimedFor(client: KurrentDBClient, name: string): Promise<string | null> {
  try {
    for await (const resolved of client.readStream(name, { fromRevision: START, maxCount: 1 })) {
      const claimed = (resolved.event?.data as { stream?: unknown } | undefined)?.stream;
      return typeof claimed === 'string' ? claimed : null;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return null;
}
