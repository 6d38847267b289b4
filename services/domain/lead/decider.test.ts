import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { leadDecider } from './decider.js';
import type { LeadFields } from './events.js';

const spec = deciderSpec(leadDecider);
const leadId = 'lead-1';
const now = '2025-03-01T10:00:00.000Z';
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

describe('RequestContact', () => {
  it('records the request', () => {
    spec
      .given([])
      .when({ type: 'RequestContact', data: { leadId, fields, now } })
      .then([{ type: 'ContactRequested', data: { leadId, requestedAt: now, ...fields } }]);
  });

  it('refuses a lead id that already exists', () => {
    spec
      .given([{ type: 'ContactRequested', data: { leadId, requestedAt: now, ...fields } }])
      .when({ type: 'RequestContact', data: { leadId, fields, now } })
      .thenThrows('conflict');
  });

  it('reports each invalid field with the form messages of SPEC §5', () => {
    const error = spec
      .given([])
      .when({
        type: 'RequestContact',
        data: {
          leadId,
          now,
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

  it('does not count invisible or punctuation-only text towards the minimum lengths', () => {
    const error = spec
      .given([])
      .when({
        type: 'RequestContact',
        data: { leadId, now, fields: { ...fields, name: '\u200B\u200B\u200B', message: '.'.repeat(12) } },
      })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
      { path: 'message', message: 'El mensaje debe tener al menos 10 caracteres' },
    ]);
  });
});
