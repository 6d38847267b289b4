import { describe, expect, it } from 'vitest';
import {
  consentText,
  datesReversed,
  durationText,
  firstContactText,
  hasLeadFilters,
  lastChangeText,
  leadQuery,
  NO_LEAD_FILTERS,
  replyMessage,
  replyWhatsappNumber,
  statusOptionsFor,
} from './lead-inbox';

describe('leadQuery', () => {
  it('leaves out every empty filter', () => {
    expect(leadQuery(NO_LEAD_FILTERS)).toBe('');
    expect(leadQuery({ ...NO_LEAD_FILTERS, search: '   ' }, 1)).toBe('?page=1&limit=20');
  });

  it('sends the trimmed search, the status and both days', () => {
    expect(leadQuery({ search: ' Sofía ', status: 'nuevo', from: '2026-03-01', to: '2026-03-31', agent: '' }, 2)).toBe(
      '?page=2&limit=20&search=Sof%C3%ADa&status=nuevo&from=2026-03-01&to=2026-03-31',
    );
  });

  it('sends the asesor, or none for the unassigned', () => {
    expect(leadQuery({ ...NO_LEAD_FILTERS, status: 'visita-agendada', agent: 'u1' })).toBe(
      '?status=visita-agendada&agent=u1',
    );
    expect(leadQuery({ ...NO_LEAD_FILTERS, agent: 'none' })).toBe('?agent=none');
    expect(hasLeadFilters({ ...NO_LEAD_FILTERS, agent: 'none' })).toBe(true);
  });
});

describe('filters', () => {
  it('tells when any filter is set', () => {
    expect(hasLeadFilters(NO_LEAD_FILTERS)).toBe(false);
    expect(hasLeadFilters({ ...NO_LEAD_FILTERS, to: '2026-03-01' })).toBe(true);
  });

  it('catches an end day before the start day, and only then', () => {
    expect(datesReversed({ ...NO_LEAD_FILTERS, from: '2026-03-05', to: '2026-03-01' })).toBe(true);
    expect(datesReversed({ ...NO_LEAD_FILTERS, from: '2026-03-05', to: '2026-03-05' })).toBe(false);
    expect(datesReversed({ ...NO_LEAD_FILTERS, from: '2026-03-05' })).toBe(false);
  });
});

describe('replyWhatsappNumber', () => {
  it('adds Colombia’s 57 to a 10-digit number, whatever its punctuation', () => {
    expect(replyWhatsappNumber('300 123 4567')).toBe('573001234567');
    expect(replyWhatsappNumber('(601) 234-5678')).toBe('576012345678');
  });

  it('keeps a number that already carries a country code, and gives up on one too short', () => {
    expect(replyWhatsappNumber('+57 300 123 4567')).toBe('573001234567');
    expect(replyWhatsappNumber('+1 202 555 0100')).toBe('12025550100');
    expect(replyWhatsappNumber('300-123-45')).toBeNull();
  });
});

describe('replyMessage', () => {
  it('greets by first name and names the listing when there is one', () => {
    expect(replyMessage({ name: '  Sofía Ramírez ', propertyTitle: 'Casa en Chía' })).toBe(
      'Hola Sofía, te escribimos por tu consulta sobre «Casa en Chía».',
    );
    expect(replyMessage({ name: 'Jorge', propertyTitle: null })).toBe('Hola Jorge, te escribimos por tu consulta.');
  });
});

describe('dates', () => {
  it('names who changed something last and when, or says nobody did', () => {
    const by = { kind: 'user' as const, id: 'u1', name: 'Laura' };
    expect(lastChangeText({ at: '2026-03-10T15:00:00.000Z', by }, 'Nadie')).toBe('Laura, 10/03/2026 10:00');
    expect(lastChangeText(null, 'Nadie')).toBe('Nadie');
  });

  it('says when the visitor accepted which policy text, or that the request predates consent', () => {
    expect(consentText({ acceptedAt: '2026-03-10T15:00:00.000Z', policyVersion: null })).toBe(
      'Aceptó la Política de Tratamiento de Datos el 10/03/2026 10:00 (texto predeterminado del sitio).',
    );
    expect(consentText({ acceptedAt: '2026-03-10T15:00:00.000Z', policyVersion: '2026-03-01T13:00:00.000Z' })).toBe(
      'Aceptó la Política de Tratamiento de Datos el 10/03/2026 10:00 (versión del 01/03/2026 08:00).',
    );
    expect(consentText(null)).toMatch(/^Sin constancia de aceptación/);
  });
});

describe('the pipeline', () => {
  it('offers every step, and nuevo only while nobody has answered the lead', () => {
    const fresh = statusOptionsFor({ status: 'nuevo', firstContactAt: null });
    expect(fresh.map((option) => option.label)).toEqual([
      'Nuevo',
      'Contactado',
      'Visita agendada',
      'En negociación',
      'Cerrado',
      'Descartado',
    ]);
    expect(fresh.some((option) => 'disabled' in option)).toBe(false);
    const answered = statusOptionsFor({ status: 'cerrado', firstContactAt: '2026-03-10T15:00:00.000Z' });
    expect(answered.filter((option) => 'disabled' in option).map((option) => option.value)).toEqual(['nuevo']);
  });

  it('says durations as people do', () => {
    expect(durationText(0.4)).toBe('menos de 1 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(135)).toBe('2 h 15 min');
    expect(durationText(24 * 60)).toBe('1 d');
    expect(durationText(76 * 60 + 59)).toBe('3 d 4 h');
  });

  it('says how long the visitor waited for a first contact, or has been waiting', () => {
    const createdAt = '2026-03-10T15:00:00.000Z';
    expect(firstContactText({ createdAt, firstContactAt: '2026-03-10T17:15:00.000Z' }, 0)).toBe(
      'Primer contacto: 2 h 15 min',
    );
    expect(firstContactText({ createdAt, firstContactAt: null }, Date.parse('2026-03-10T18:00:30.000Z'))).toBe(
      'Sin contactar · hace 3 h',
    );
  });
});
