import { randomUUID } from 'node:crypto';
import type { AllStreamResolvedEvent, JSONEventData } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../ports/event-store.js';
import { eventFilter, toEventData, toRecordedEvent } from './event-mapping.js';

// Runs without a server: the translation is where the KurrentDB adapter differs most from the port.

const metadata = { actor: 'user-1', correlationId: 'c-1', occurredAt: '2025-03-01T12:00:00.000Z', schemaVersion: 1 };

function newEvent(id?: string): NewEvent {
  return { ...(id === undefined ? {} : { id }), type: 'PropertyListed', data: { title: 'Casa' }, metadata };
}

/** What the server would hand back for the written event, as the client library shapes it. */
function asRead(written: JSONEventData, overrides: { streamId?: string; type?: string } = {}): AllStreamResolvedEvent {
  return {
    event: {
      streamId: overrides.streamId ?? 'property-1',
      id: written.id,
      isJson: true,
      revision: 3n,
      type: overrides.type ?? written.type,
      created: new Date('2025-03-01T12:00:01.000Z'),
      data: written.data,
      metadata: written.metadata,
      position: { commit: 1234n, prepare: 1234n },
    },
  };
}

function written(event: NewEvent): JSONEventData {
  const { data } = toEventData(event);
  if (data.contentType !== 'application/json') throw new Error('expected a JSON event');
  return data;
}

describe('KurrentDB event mapping', () => {
  it('passes a lower-case UUID through and keeps the metadata as is', () => {
    const id = randomUUID();
    const data = written(newEvent(id));
    expect(data.id).toBe(id);
    expect(data.metadata).toEqual(metadata);
    expect(toRecordedEvent(asRead(data))).toEqual({
      id,
      type: 'PropertyListed',
      stream: 'property-1',
      revision: 3n,
      position: 1234n,
      data: { title: 'Casa' },
      metadata,
      recordedAt: new Date('2025-03-01T12:00:01.000Z'),
    });
  });

  it('derives a stable UUID from any other id and reads the original back', () => {
    const first = written(newEvent('seed:property-1:listed'));
    const again = written(newEvent('seed:property-1:listed'));
    const other = written(newEvent('seed:property-2:listed'));
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);

    const read = toRecordedEvent(asRead(first));
    expect(read?.id).toBe('seed:property-1:listed');
    expect(read?.metadata).toEqual(metadata);
  });

  it('treats an upper-case UUID as a foreign id, since the server would lower-case it', () => {
    const id = randomUUID().toUpperCase();
    expect(toRecordedEvent(asRead(written(newEvent(id))))?.id).toBe(id);
  });

  it('generates a UUID when the event has no id', () => {
    const prepared = toEventData(newEvent());
    expect(prepared.data.id).toBe(prepared.id);
  });

  it('hides system events', () => {
    const data = written(newEvent(randomUUID()));
    expect(toRecordedEvent(asRead(data, { type: '$statsCollected' }))).toBeNull();
    expect(toRecordedEvent(asRead(data, { streamId: '$projections-$all' }))).toBeNull();
  });

  it('filters on exact event types, escaping regex characters', () => {
    expect(eventFilter(['Property.Listed', 'Lead(Contact)'])).toMatchObject({
      filterOn: 'eventType',
      regex: '^(?:Property\\.Listed|Lead\\(Contact\\))$',
    });
    expect(eventFilter(undefined)).toMatchObject({ regex: '^[^$]' });
  });
});
