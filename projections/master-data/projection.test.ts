import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { masterDataProjection } from './projection.js';

const log = recordLog([
  {
    stream: 'municipality-bogota',
    event: {
      type: 'MasterDataItemAdded',
      data: { kind: 'municipality', id: 'bogota', name: 'Bogotá', addedAt: '2026-11-01T10:00:00.000Z' },
    },
  },
  {
    stream: 'property-type-bogota',
    event: {
      type: 'MasterDataItemAdded',
      data: { kind: 'property-type', id: 'bogota', name: 'Bogota', addedAt: '2026-11-01T10:00:00.000Z' },
    },
  },
  {
    stream: 'property-type-bogota',
    event: {
      type: 'MasterDataItemRemoved',
      data: { kind: 'property-type', id: 'bogota', removedAt: '2026-11-01T11:00:00.000Z' },
    },
  },
]);

describe('master-data projection', () => {
  it('keeps kinds apart even when ids collide, and forgets removed items', async () => {
    const docs = await project(masterDataProjection, log);
    expect([...docs.keys()]).toEqual(['municipality:bogota']);
    expect(docs.get('municipality:bogota')).toMatchObject({ kind: 'municipality', itemId: 'bogota', name: 'Bogotá' });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(masterDataProjection, log);
  });
});
