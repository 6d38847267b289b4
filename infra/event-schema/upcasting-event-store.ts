import type { EventStore, RecordedEvent } from '../ports/event-store.js';
import type { UpcasterRegistry } from './upcaster-registry.js';

/**
 * The event store as every reader should see it (commands, projections, audit): each event in its
 * current schema. Wrapped once where the adapters are chosen, so no reader can forget it.
 */
export function withUpcasting(store: EventStore, registry: UpcasterRegistry): EventStore {
  const upcastAll = async function* (events: AsyncIterable<RecordedEvent>) {
    for await (const event of events) yield registry.upcast(event);
  };
  return {
    append: (stream, events, options) => store.append(stream, events, options),
    readStream: (stream, options) => upcastAll(store.readStream(stream, options)),
    readAll: (options) => upcastAll(store.readAll(options)),
    subscribeAll: (options, onEvent) => store.subscribeAll(options, (event) => onEvent(registry.upcast(event))),
    headPosition: () => store.headPosition(),
    checkWritable: () => store.checkWritable(),
    close: () => store.close(),
  };
}
