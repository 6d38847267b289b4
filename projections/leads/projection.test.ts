import { describe, expect, it } from 'vitest';
import { expectHandledTwiceChangesNothing, project, recordLog } from '../runner/testing.js';
import { leadsProjection, type ListingAgents } from './projection.js';

const listing = (propertyId: string, agentId: string | null) => ({
  stream: `property-${propertyId}`,
  event: { type: 'PropertyAgentAssigned', data: { propertyId, agentId, assignedAt: '2026-10-01T10:00:00.000Z' } },
});
const request = (leadId: string, propertyId: string | null, requestedAt: string) => ({
  stream: `lead-${leadId}`,
  event: {
    type: 'ContactRequested',
    data: {
      leadId,
      name: 'Pedro',
      email: 'pedro@correo.co',
      phone: '3007654321',
      message: 'Quiero más información, por favor',
      propertyId,
      propertyTitle: null,
      propertyAddress: null,
      sentToEmail: null,
      source: 'contact',
      requestedAt,
      dataPolicy: null,
    },
  },
});
const status = (leadId: string, value: string, changedAt: string) => ({
  stream: `lead-${leadId}`,
  event: { type: 'LeadStatusChanged', data: { leadId, status: value, changedAt } },
});

/** The pipeline: the listing's asesor by default, an admin's assignment after, and the first contact kept. */
const pipeline = recordLog([
  listing('p1', 'asesora-1'),
  request('l2', 'p1', '2026-11-01T10:00:00.000Z'),
  listing('p1', 'asesor-2'),
  request('l3', 'p1', '2026-11-01T11:00:00.000Z'),
  request('l4', 'p-sin-asesor', '2026-11-01T12:00:00.000Z'),
  request('l5', null, '2026-11-01T12:30:00.000Z'),
  status('l2', 'descartado', '2026-11-01T12:15:00.000Z'),
  status('l2', 'nuevo', '2026-11-01T13:00:00.000Z'),
  status('l2', 'contactado', '2026-11-02T09:00:00.000Z'),
  {
    stream: 'lead-l3',
    event: { type: 'LeadAssigned', data: { leadId: 'l3', agentId: null, assignedAt: '2026-11-01T11:30:00.000Z' } },
  },
  {
    stream: 'lead-l4',
    event: {
      type: 'LeadAssigned',
      data: { leadId: 'l4', agentId: 'asesora-1', assignedAt: '2026-11-01T12:05:00.000Z' },
    },
  },
]);

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

  it('gives each lead the asesor its listing had when the visitor wrote, until someone assigns it', async () => {
    const docs = await project(leadsProjection, pipeline);
    expect(docs.get('l2')).toMatchObject({ agentId: 'asesora-1', assignedAt: null, assignedBy: null });
    expect(docs.get('l3')).toMatchObject({
      agentId: null,
      assignedAt: '2026-11-01T11:30:00.000Z',
      assignedBy: 'user:admin',
    });
    expect(docs.get('l4')).toMatchObject({ agentId: 'asesora-1', assignedAt: '2026-11-01T12:05:00.000Z' });
    expect(docs.get('l5')).toMatchObject({ agentId: null, assignedAt: null });
  });

  it('keeps the follow-up day with who set it and when, and a null calls it off', async () => {
    const followUp = (followUpOn: string | null, scheduledAt: string) => ({
      stream: 'lead-l1',
      event: { type: 'LeadFollowUpScheduled', data: { leadId: 'l1', followUpOn, scheduledAt } },
    });
    const arrived = request('l1', null, '2026-11-01T10:00:00.000Z');
    const scheduled = recordLog([arrived, followUp('2026-11-05', '2026-11-02T09:10:00.000Z')]);
    expect((await project(leadsProjection, scheduled.slice(0, 1))).get('l1')).toMatchObject({ followUpOn: null });
    expect((await project(leadsProjection, scheduled)).get('l1')).toMatchObject({
      followUpOn: '2026-11-05',
      followUpChangedAt: '2026-11-02T09:10:00.000Z',
      followUpChangedBy: 'user:admin',
    });
    const calledOff = recordLog([
      arrived,
      followUp('2026-11-05', '2026-11-02T09:10:00.000Z'),
      followUp(null, '2026-11-03T08:00:00.000Z'),
    ]);
    expect((await project(leadsProjection, calledOff)).get('l1')).toMatchObject({ followUpOn: null });
    await expectHandledTwiceChangesNothing(leadsProjection, calledOff);
  });

  it('keeps when a lead first left nuevo, whatever came after', async () => {
    const docs = await project(leadsProjection, pipeline);
    expect(docs.get('l2')).toMatchObject({ status: 'contactado', firstContactAt: '2026-11-01T12:15:00.000Z' });
    expect(docs.get('l3')).toMatchObject({ status: 'nuevo', firstContactAt: null });
  });

  it('folds an asesor into a new lookup, leaving the one it was given as it was (a failed batch folds again from it)', () => {
    const fold = (agents: ListingAgents, { stream, event }: ReturnType<typeof listing>) =>
      leadsProjection.lookup!.fold(agents, recordLog([{ stream, event }])[0]!);
    const none = leadsProjection.lookup!.initial();
    const one = fold(none, listing('p1', 'asesora-1'));
    expect(one.get('p1')).toBe('asesora-1');
    expect(none.has('p1')).toBe(false);
    // A listing of the agency's own is no entry: the lookup grows with the listings that have an asesor only.
    expect(fold(one, listing('p2', null))).toBe(one);
    expect(fold(one, listing('p1', null)).has('p1')).toBe(false);
    expect(one.get('p1')).toBe('asesora-1');
  });

  it('handling an event twice changes nothing', async () => {
    await expectHandledTwiceChangesNothing(leadsProjection, log);
    await expectHandledTwiceChangesNothing(leadsProjection, pipeline);
  });
});
