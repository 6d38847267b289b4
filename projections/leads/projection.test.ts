import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { leadsProjection } from './projection.js';

const log = recordLog([
  {
    stream: 'lead-l1',
    event: {
      type: 'ContactRequested',
      data: {
        leadId: 'l1',
        name: 'Ana Gómez',
        email: 'ana@correo.co',
        phone: '3001234567',
        message: 'Quiero visitar el apartamento',
        propertyId: 'p1',
        propertyTitle: 'Apartamento',
        propertyAddress: null,
        sentToEmail: null,
        source: 'contact-submissions',
        requestedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  },
]);

describe('leads projection', () => {
  it('keeps each contact request', async () => {
    expect((await project(leadsProjection, log)).get('l1')).toMatchObject({
      name: 'Ana Gómez',
      source: 'contact-submissions',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(leadsProjection, log);
  });
});
