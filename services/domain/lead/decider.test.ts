import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { leadDecider } from './decider.js';
import type { ContactRequested, LeadAssigned, LeadFields, LeadStatus, LeadStatusChanged } from './events.js';

const spec = deciderSpec(leadDecider);
const leadId = 'lead-1';
const now = '2025-03-01T10:00:00.000Z';
const later = '2025-03-02T15:30:00.000Z';
const fields: LeadFields = {
  name: 'Carlos',
  email: 'carlos@correo.co',
  phone: '3001234567',
  message: 'Me interesa el apartamento, ¿sigue disponible?',
  propertyId: 'prop-1',
  propertyTitle: 'Apartamento en El Poblado',
  propertyAddress: null,
  sentToEmail: 'ventas@inmobiliaria.co',
  source: 'contact-submissions',
};
const policyVersion = '2025-02-01T08:00:00.000Z';
const requested: ContactRequested = {
  type: 'ContactRequested',
  data: { leadId, requestedAt: now, ...fields, dataPolicy: { acceptedAt: now, policyVersion } },
};
const request = { leadId, fields, acceptsDataPolicy: true, policyVersion, now };

describe('RequestContact', () => {
  it('records the request with the acceptance of the data policy in force', () => {
    spec.given([]).when({ type: 'RequestContact', data: request }).then([requested]);
  });

  it('refuses a request without the acceptance of the data policy (Ley 1581 de 2012)', () => {
    const error = spec
      .given([])
      .when({ type: 'RequestContact', data: { ...request, acceptsDataPolicy: false } })
      .thenThrows('validation', 'Debes aceptar la Política de Tratamiento de Datos para enviar tu mensaje');
    expect(error.errors).toEqual([
      {
        path: 'acceptsDataPolicy',
        message: 'Debes aceptar la Política de Tratamiento de Datos para enviar tu mensaje',
      },
    ]);
  });

  it('refuses a lead id that already exists', () => {
    spec.given([requested]).when({ type: 'RequestContact', data: request }).thenThrows('conflict');
  });

  it('reports each invalid field with the form messages of SPEC §5', () => {
    const error = spec
      .given([])
      .when({
        type: 'RequestContact',
        data: {
          ...request,
          fields: { ...fields, name: ' C ', email: 'carlos@correo', phone: '300 123 ', message: 'Hola     ' },
        },
      })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
      { path: 'email', message: 'Debe ser un email válido' },
      { path: 'phone', message: 'El teléfono debe tener al menos 10 dígitos' },
      { path: 'message', message: 'El mensaje debe tener al menos 10 caracteres' },
    ]);
  });

  it('counts the phone’s digits, not its characters', () => {
    const letters = spec
      .given([])
      .when({ type: 'RequestContact', data: { ...request, fields: { ...fields, phone: 'abcdefghij' } } })
      .thenThrows('validation');
    expect(letters.errors).toEqual([{ path: 'phone', message: 'El teléfono debe tener al menos 10 dígitos' }]);
    spec
      .given([])
      .when({ type: 'RequestContact', data: { ...request, fields: { ...fields, phone: '+57 (300) 123-4567' } } })
      .then([expect.objectContaining({ type: 'ContactRequested' })]);
  });

  it('does not count invisible or punctuation-only text towards the minimum lengths', () => {
    const error = spec
      .given([])
      .when({
        type: 'RequestContact',
        data: { ...request, fields: { ...fields, name: '\u200B\u200B\u200B', message: '.'.repeat(12) } },
      })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
      { path: 'message', message: 'El mensaje debe tener al menos 10 caracteres' },
    ]);
  });
});

describe('ChangeLeadStatus', () => {
  it('records the new status and when', () => {
    spec
      .given([requested])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'contactado', now: later } })
      .then([{ type: 'LeadStatusChanged', data: { leadId, status: 'contactado', changedAt: later } }]);
  });

  it('records nothing when the lead already has that status, so the last change keeps its author', () => {
    spec
      .given([requested])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'nuevo', now } })
      .then([]);
    spec
      .given([requested, { type: 'LeadStatusChanged', data: { leadId, status: 'descartado', changedAt: now } }])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'descartado', now: later } })
      .then([]);
  });

  const changed = (status: LeadStatus, changedAt = now): LeadStatusChanged => ({
    type: 'LeadStatusChanged',
    data: { leadId, status, changedAt },
  });

  it('moves along the pipeline, forward or back, to any step but nuevo', () => {
    const steps: LeadStatus[] = ['contactado', 'visita-agendada', 'en-negociacion', 'cerrado', 'descartado'];
    for (const from of steps)
      for (const to of steps.filter((step) => step !== from))
        spec
          .given([requested, changed(from)])
          .when({ type: 'ChangeLeadStatus', data: { leadId, status: to, now: later } })
          .then([changed(to, later)]);
    spec
      .given([requested])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'descartado', now: later } })
      .then([changed('descartado', later)]);
  });

  it('never brings an answered lead back to nuevo, so its first contact stays', () => {
    for (const from of ['contactado', 'descartado', 'cerrado'] as const) {
      const error = spec
        .given([requested, changed(from)])
        .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'nuevo', now: later } })
        .thenThrows('validation', 'Una solicitud ya atendida no puede volver a Nuevo');
      expect(error.errors).toEqual([{ path: 'status', message: expect.stringContaining('no puede volver a Nuevo') }]);
    }
  });

  it('counts a lead brought back to nuevo before the pipeline (an old event) as answered', () => {
    spec
      .given([requested, changed('descartado'), changed('nuevo')])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'contactado', now: later } })
      .then([changed('contactado', later)]);
    spec
      .given([requested, changed('descartado'), changed('contactado')])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'nuevo', now: later } })
      .thenThrows('validation');
  });

  it('refuses an unknown status and an unknown lead', () => {
    spec
      .given([requested])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'ganado' as 'nuevo', now } })
      .thenThrows(
        'validation',
        'Estado inválido: elige nuevo, contactado, visita-agendada, en-negociacion, cerrado o descartado',
      );
    spec
      .given([])
      .when({ type: 'ChangeLeadStatus', data: { leadId, status: 'contactado', now } })
      .thenThrows('not_found', 'Esta solicitud de contacto no existe');
  });
});

describe('AssignLead', () => {
  const assigned = (agentId: string | null, assignedAt = now): LeadAssigned => ({
    type: 'LeadAssigned',
    data: { leadId, agentId, assignedAt },
  });

  it('records the asesor and when', () => {
    spec
      .given([requested])
      .when({ type: 'AssignLead', data: { leadId, agentId: 'asesora-1', now: later } })
      .then([assigned('asesora-1', later)]);
    spec
      .given([requested, assigned('asesora-1')])
      .when({ type: 'AssignLead', data: { leadId, agentId: 'asesor-2', now: later } })
      .then([assigned('asesor-2', later)]);
  });

  it('records taking a never-assigned lead from everyone, since its listing’s asesor answered for it', () => {
    spec
      .given([requested])
      .when({ type: 'AssignLead', data: { leadId, agentId: null, now: later } })
      .then([assigned(null, later)]);
  });

  it('records nothing when the lead already has that asesor, or already has none', () => {
    spec
      .given([requested, assigned('asesora-1')])
      .when({ type: 'AssignLead', data: { leadId, agentId: 'asesora-1', now: later } })
      .then([]);
    spec
      .given([requested, assigned(null)])
      .when({ type: 'AssignLead', data: { leadId, agentId: null, now: later } })
      .then([]);
  });

  it('refuses an unknown lead', () => {
    spec
      .given([])
      .when({ type: 'AssignLead', data: { leadId, agentId: 'asesora-1', now } })
      .thenThrows('not_found', 'Esta solicitud de contacto no existe');
  });
});

describe('ChangeLeadNote', () => {
  const noted = { type: 'LeadNoteChanged' as const, data: { leadId, note: 'Llamar el lunes', changedAt: now } };

  it('records the note, and a null note clears it', () => {
    spec
      .given([requested])
      .when({ type: 'ChangeLeadNote', data: { leadId, note: 'Llamar el lunes', now } })
      .then([noted]);
    spec
      .given([requested, noted])
      .when({ type: 'ChangeLeadNote', data: { leadId, note: null, previousNote: 'Llamar el lunes', now: later } })
      .then([{ type: 'LeadNoteChanged', data: { leadId, note: null, changedAt: later } }]);
  });

  it('records nothing when the note is unchanged', () => {
    spec
      .given([requested, noted])
      .when({ type: 'ChangeLeadNote', data: { leadId, note: 'Llamar el lunes', now: later } })
      .then([]);
  });

  it('refuses to replace a note someone else changed since the admin started writing', () => {
    spec
      .given([requested, noted])
      .when({ type: 'ChangeLeadNote', data: { leadId, note: 'Ya le escribí', previousNote: null, now: later } })
      .thenThrows('conflict', 'Otra persona cambió la nota mientras escribías.');
  });

  it('refuses a note over 2000 characters and an unknown lead', () => {
    spec
      .given([requested])
      .when({ type: 'ChangeLeadNote', data: { leadId, note: 'a'.repeat(2_001), now } })
      .thenThrows('validation', 'La nota admite como máximo 2000 caracteres');
    spec
      .given([])
      .when({ type: 'ChangeLeadNote', data: { leadId, note: 'Hola', now } })
      .thenThrows('not_found', 'Esta solicitud de contacto no existe');
  });
});

describe('ScheduleLeadFollowUp', () => {
  // 2025-03-01T10:00Z is 05:00 of 1 March in Colombia; 2025-03-02T03:00Z is still 1 March there (22:00).
  const scheduled = (followUpOn: string | null, scheduledAt = now) => ({
    type: 'LeadFollowUpScheduled' as const,
    data: { leadId, followUpOn, scheduledAt },
  });

  it('records the day to get back to the visitor, today included, and null calls it off', () => {
    spec
      .given([requested])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: '2025-03-01', now } })
      .then([scheduled('2025-03-01')]);
    spec
      .given([requested, scheduled('2025-03-01')])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: null, now: later } })
      .then([scheduled(null, later)]);
  });

  it('records nothing when the day is the one it already has', () => {
    spec
      .given([requested, scheduled('2025-03-05')])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: '2025-03-05', now: later } })
      .then([]);
    spec
      .given([requested])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: null, now } })
      .then([]);
  });

  it('reads "today" in Colombia: at 22:00 there (03:00 UTC of the next day) the day before is still today', () => {
    const lateEvening = '2025-03-02T03:00:00.000Z';
    spec
      .given([requested])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: '2025-03-01', now: lateEvening } })
      .then([scheduled('2025-03-01', lateEvening)]);
  });

  it('refuses a past day, a day that does not exist, one over a year ahead, and an unknown lead', () => {
    const refused = (followUpOn: string, message: string) =>
      spec
        .given([requested])
        .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn, now } })
        .thenThrows('validation', message);
    refused('2025-02-28', 'El día del seguimiento no puede ser anterior a hoy');
    refused('2025-02-30', 'Elige un día válido para el seguimiento (AAAA-MM-DD)');
    refused('01/03/2025', 'Elige un día válido para el seguimiento (AAAA-MM-DD)');
    refused('2026-03-03', 'El seguimiento puede programarse como mucho a 366 días');
    spec
      .given([requested])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: '2026-03-02', now } })
      .then([scheduled('2026-03-02')]);
    spec
      .given([])
      .when({ type: 'ScheduleLeadFollowUp', data: { leadId, followUpOn: '2025-03-02', now } })
      .thenThrows('not_found', 'Esta solicitud de contacto no existe');
  });
});
