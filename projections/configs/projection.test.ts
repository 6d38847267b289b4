import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { configsProjection } from './projection.js';

const log = recordLog([
  {
    stream: 'config-contact',
    event: {
      type: 'ContactConfigChanged',
      data: {
        enabled: true,
        whatsappNumber: '+57 300 123 4567',
        whatsappMessage: 'Hola, me interesa',
        contactEmail: 'a@b.co',
        changedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
  {
    stream: 'config-contact',
    event: {
      type: 'ContactConfigChanged',
      data: {
        enabled: false,
        whatsappNumber: '+57 300 123 4567',
        whatsappMessage: 'Hola, me interesa',
        contactEmail: 'a@b.co',
        changedAt: '2026-11-02T10:00:00.000Z',
      },
    },
  },
  {
    stream: 'config-ai-search',
    event: {
      type: 'AiSearchConfigChanged',
      data: { enabled: true, description: 'Búsqueda con IA', changedAt: '2026-11-01T11:00:00.000Z' },
    },
  },
]);

describe('configs projection', () => {
  it('keeps the last saved version of each configuration', async () => {
    const configs = await project(configsProjection, log);
    expect(configs.get('contact')).toMatchObject({ enabled: false, updatedAt: '2026-11-02T10:00:00.000Z' });
    expect(configs.get('ai-search')).toMatchObject({ enabled: true, description: 'Búsqueda con IA' });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(configsProjection, log);
  });
});
