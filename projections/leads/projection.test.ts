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
        dataPolicy: { acceptedAt: '2026-11-01T10:00:00.000Z', policyVersion: null },
      },
    },
  },
  {
    stream: 'lead-l1',
    event: {
      type: 'LeadStatusChanged',
      data: { leadId: 'l1', status: 'contactado', changedAt: '2026-11-02T09:00:00.000Z' },
    },
  },
  {
    stream: 'lead-l1',
    event: {
      type: 'LeadNoteChanged',
      data: { leadId: 'l1', note: 'Visita el sábado', changedAt: '2026-11-02T09:05:00.000Z' },
    },
  },
]);

describe('leads projection', () => {
  it('keeps each contact request, new until someone changes its status', async () => {
    expect((await project(leadsProjection, log.slice(0, 1))).get('l1')).toMatchObject({
      name: 'Ana Gómez',
      source: 'contact-submissions',
      createdAt: '2026-11-01T10:00:00.000Z',
      dataPolicy: { acceptedAt: '2026-11-01T10:00:00.000Z', policyVersion: null },
      status: 'nuevo',
      statusChangedBy: null,
      note: null,
    });
  });

  it('keeps the status and the note with who changed each and when', async () => {
    expect((await project(leadsProjection, log)).get('l1')).toMatchObject({
      status: 'contactado',
      statusChangedAt: '2026-11-02T09:00:00.000Z',
      statusChangedBy: 'user:admin',
      note: 'Visita el sábado',
      noteChangedAt: '2026-11-02T09:05:00.000Z',
      noteChangedBy: 'user:admin',
    });
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(leadsProjection, log);
  });
});
