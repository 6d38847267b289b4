import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type { DomainEvent } from '../../services/domain/shared/decider.js';

/** A recorded event whose type and data are those of one domain event. */
/** Distributes over a union of events so that a `switch` on `type` narrows `data`. */
export type Recorded<E extends DomainEvent<string, object>> =
  E extends DomainEvent<string, object>
    ? Omit<RecordedEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
    : never;

/**
 * The log stores plain JSON; the event catalogue (services/domain/*\/events.ts) says what each type holds.
 * Narrowing by `type` is therefore a cast, checked once here instead of in every projection.
 */
export const asDomain = <E extends DomainEvent<string, object>>(event: RecordedEvent): Recorded<E> =>
  event as unknown as Recorded<E>;
