import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { contactConfigDecider } from './decider.js';
import type { ContactConfigEvent, ContactConfigFields } from './events.js';

const spec = deciderSpec(contactConfigDecider);
const now = '2025-03-01T10:00:00.000Z';
const config: ContactConfigFields = {
  enabled: true,
  whatsappNumber: '+57 300 123 4567',
  whatsappMessage: 'Hola, me interesa una propiedad',
  contactEmail: 'ventas@inmobiliaria.co',
};
const changed: ContactConfigEvent = { type: 'ContactConfigChanged', data: { ...config, changedAt: '2025-01-01T00:00:00.000Z' } };

describe('ChangeContactConfig', () => {
  it('always records the first save', () => {
    spec.given([]).when({ type: 'ChangeContactConfig', data: { config, now } })
      .then([{ type: 'ContactConfigChanged', data: { ...config, changedAt: now } }]);
  });

  it('records the whole configuration when something differs', () => {
    spec.given([changed]).when({ type: 'ChangeContactConfig', data: { config: { ...config, enabled: false }, now } })
      .then([{ type: 'ContactConfigChanged', data: { ...config, enabled: false, changedAt: now } }]);
  });

  it('records nothing when the same configuration is saved again', () => {
    spec.given([changed]).when({ type: 'ChangeContactConfig', data: { config: { ...config }, now } }).then([]);
  });

  it('validates the number, the message and the e-mail', () => {
    const error = spec.given([]).when({
      type: 'ChangeContactConfig',
      data: { now, config: { enabled: true, whatsappNumber: '+57 300-12', whatsappMessage: ' Hola ', contactEmail: 'ventas@' } },
    }).thenThrows('validation', 'El número debe tener al menos 10 dígitos');
    expect(error.errors).toEqual([
      { path: 'whatsappNumber', message: 'El número debe tener al menos 10 dígitos' },
      { path: 'whatsappMessage', message: 'El mensaje debe tener al menos 10 caracteres' },
      { path: 'contactEmail', message: 'Debe ser un email válido' },
    ]);
  });
});
