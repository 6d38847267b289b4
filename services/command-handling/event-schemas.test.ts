import { describe, expect, it } from 'vitest';
import { collect } from '../../infra/contract/async-helpers.js';
import { withUpcasting } from '../../infra/event-schema/upcasting-event-store.js';
import { UpcasterRegistry } from '../../infra/event-schema/upcaster-registry.js';
import type { RecordedEvent } from '../../infra/ports/event-store.js';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteEventStore } from '../../infra/sqlite/sqlite-event-store.js';
import { eventSchemas } from './event-schemas.js';
import { handleCommand } from './command-handler.js';
import { tokenDecider } from '../domain/token/decider.js';
import { tokenStream } from '../domain/token/events.js';

/** A TokenIssued exactly as the log held it before tokens could be granted the right to manage tokens. */
const storedV1 = {
  type: 'TokenIssued',
  data: {
    tokenId: 'antiguo',
    name: 'Integración CRM',
    description: null,
    tokenHash: 'a'.repeat(64),
    encryptedToken: 'sellado',
    expiresAt: null,
    issuedAt: '2026-01-10T08:00:00.000Z',
  },
  metadata: { actor: 'user:admin', correlationId: 'c-1', occurredAt: '2026-01-10T08:00:00.000Z', schemaVersion: 1 },
};

describe('event schema evolution', () => {
  it('reads a stored v1 TokenIssued in its v2 shape everywhere events are read', async () => {
    const raw = new SqliteEventStore(openDatabase(':memory:'));
    const store = withUpcasting(raw, eventSchemas);
    await raw.append(tokenStream('antiguo'), [storedV1], { expected: 'no_stream' });

    const expected = { ...storedV1.data, canManageTokens: false };
    const [fromStream] = await collect(store.readStream(tokenStream('antiguo')));
    expect(fromStream).toMatchObject({ data: expected, metadata: { schemaVersion: 2 } });
    const [fromLog] = await collect(store.readAll());
    expect(fromLog?.data).toEqual(expected);
    const seen: RecordedEvent[] = [];
    const stop = new AbortController();
    await store.subscribeAll({ signal: stop.signal }, (event) => {
      seen.push(event);
      stop.abort();
    });
    expect(seen[0]?.data).toEqual(expected);
    // The log itself is never rewritten.
    expect((await collect(raw.readAll()))[0]).toMatchObject({ data: storedV1.data, metadata: { schemaVersion: 1 } });

    // Commands decide on the current shape, and write new events in the current version.
    const now = '2026-11-23T10:00:00.000Z';
    await handleCommand(
      store,
      tokenDecider,
      tokenStream('antiguo'),
      { type: 'DeactivateToken', data: { tokenId: 'antiguo', manager: { kind: 'admin' }, now } },
      { context: { actor: 'user:admin', correlationId: 'c-2', now: new Date(now) } },
    );
    const issued = await handleCommand(
      store,
      tokenDecider,
      tokenStream('nuevo'),
      {
        type: 'IssueToken',
        data: {
          tokenId: 'nuevo',
          name: 'Nuevo',
          description: null,
          tokenHash: 'b'.repeat(64),
          encryptedToken: 'sellado',
          expiresAt: null,
          canManageTokens: false,
          issuer: { kind: 'admin' },
          now,
        },
      },
      { context: { actor: 'user:admin', correlationId: 'c-3', now: new Date(now) } },
    );
    expect(issued.lastPosition).not.toBeNull();
    const [written] = await collect(raw.readStream(tokenStream('nuevo')));
    expect(written?.metadata.schemaVersion).toBe(eventSchemas.currentVersion('TokenIssued'));
    expect(eventSchemas.currentVersion('TokenIssued')).toBe(2);
    expect(eventSchemas.currentVersion('PropertyRevised')).toBe(1);
    await raw.close();
  });

  it('reads a listing stored before drafts existed as published at once with no asesor, and one stored before locations, plans or videos existed with none', () => {
    const placed = { publication: 'draft', publishAt: null, agentId: 'asesor-1' };
    const before = [
      { schemaVersion: 1, data: {}, upcast: { publication: 'published', publishAt: null, agentId: null } },
      { schemaVersion: 2, data: placed, upcast: {} },
      { schemaVersion: 3, data: { ...placed, location: { lat: 4.6, lng: -74.1, exact: false } }, upcast: {} },
    ];
    for (const type of ['PropertyListed', 'PropertyRestored'])
      for (const { schemaVersion, data, upcast } of before) {
        const stored = {
          ...storedV1,
          type,
          streamId: 'property-antigua',
          revision: 0n,
          position: '1',
          data: { propertyId: 'antigua', title: 'Casa', ...data },
          metadata: { ...storedV1.metadata, schemaVersion },
        } as unknown as RecordedEvent;
        expect(eventSchemas.upcast(stored)).toMatchObject({
          data: { propertyId: 'antigua', title: 'Casa', location: null, ...data, ...upcast, plans: [], videoUrl: null },
          metadata: { schemaVersion: 4 },
        });
      }
  });

  it('reads photos replaced before plans existed as replaced with no plan beside them', () => {
    const stored = {
      ...storedV1,
      type: 'PropertyPhotosReplaced',
      streamId: 'property-antigua',
      revision: 1n,
      position: '2',
      data: { propertyId: 'antigua', photos: ['/photos/a'], replacedAt: '2026-01-10T08:00:00.000Z' },
    } as unknown as RecordedEvent;
    expect(eventSchemas.upcast(stored)).toMatchObject({
      data: { propertyId: 'antigua', photos: ['/photos/a'], plans: [] },
      metadata: { schemaVersion: 2 },
    });
  });

  it('upcasts step by step and refuses a gap in the chain', () => {
    const registry = new UpcasterRegistry()
      .register('PriceSet', 1, (data) => ({ amount: data.price }))
      .register('PriceSet', 2, (data) => ({ ...data, currency: 'COP' }));
    const v1 = {
      id: 'e',
      type: 'PriceSet',
      stream: 's',
      revision: 0n,
      position: 0n,
      data: { price: 5 },
      recordedAt: new Date(),
      metadata: { actor: 'a', correlationId: 'c', occurredAt: 'x', schemaVersion: 1 },
    };
    expect(registry.upcast(v1)).toMatchObject({ data: { amount: 5, currency: 'COP' }, metadata: { schemaVersion: 3 } });
    expect(
      registry.upcast({ ...v1, data: { amount: 7 }, metadata: { ...v1.metadata, schemaVersion: 2 } }).data,
    ).toEqual({ amount: 7, currency: 'COP' });
    expect(() => new UpcasterRegistry().register('PriceSet', 2, (data) => data)).toThrow(/falta el upcaster de v1/);
  });
});
