import type { RecordedEvent } from '../ports/event-store.js';

/** Turns the data of one schema version of an event type into the next version's. Pure. */
export type Upcast = (data: Record<string, unknown>, event: RecordedEvent) => Record<string, unknown>;

/**
 * Event schema evolution: stored events are never rewritten; readers get every event in its current shape,
 * upcast step by step (v1 → v2 → …) from the version its metadata says it was written in. New events are
 * written in the current version.
 */
export class UpcasterRegistry {
  private readonly steps = new Map<string, Map<number, Upcast>>();

  /** `upcast` takes `type` from `fromVersion` to `fromVersion + 1`. */
  register(type: string, fromVersion: number, upcast: Upcast): this {
    const steps = this.steps.get(type) ?? new Map<number, Upcast>();
    if (steps.has(fromVersion)) throw new Error(`${type} v${fromVersion} ya tiene un upcaster`);
    if (fromVersion !== 1 && !steps.has(fromVersion - 1))
      throw new Error(`${type}: falta el upcaster de v${fromVersion - 1}`);
    steps.set(fromVersion, upcast);
    this.steps.set(type, steps);
    return this;
  }

  /** The version new events of this type are written in. */
  currentVersion(type: string): number {
    return 1 + (this.steps.get(type)?.size ?? 0);
  }

  upcast(event: RecordedEvent): RecordedEvent {
    const steps = this.steps.get(event.type);
    let version = event.metadata.schemaVersion ?? 1;
    if (!steps?.has(version)) return event;
    let data = event.data;
    for (let step = steps.get(version); step; step = steps.get(version)) {
      data = step(data, event);
      version += 1;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}
