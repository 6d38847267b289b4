import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { aiExamplesProjection } from './projection.js';

const stream = 'ai-example-e1';
const log = recordLog([
  {
    stream,
    event: {
      type: 'AiSearchExampleAdded',
      data: {
        id: 'e1',
        example: 'Casa en Chía con piscina',
        propertyTypeId: 'casa',
        municipalityId: 'chia',
        status: 'sale',
        category: 'family',
        sortOrder: 2,
        isActive: true,
        addedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
  {
    stream,
    event: {
      type: 'AiSearchExampleChanged',
      data: { id: 'e1', changes: { sortOrder: 0 }, changedAt: '2026-11-02T10:00:00.000Z' },
    },
  },
]);

describe('ai-examples projection', () => {
  it('applies changes to the example', async () => {
    expect((await project(aiExamplesProjection, log)).get('e1')).toMatchObject({
      example: 'Casa en Chía con piscina',
      sortOrder: 0,
    });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(aiExamplesProjection, log);
  });
});
