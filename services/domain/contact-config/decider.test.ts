import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { contactConfigDecider } from './decider.js';
import type { ContactConfigFields } from './events.js';

const spec = deciderSpec(contactConfigDecider);
const now = '2025-03-01T10:00:00.000Z';
const config: ContactConfigFields = {
  enabled: true,
  whatsappNumber: '+57 300 123 4567',
  whatsappMessage: 'Hola, me interesa una propiedad',
  contactEmail: 'ventas@inmobiliaria.co',
};

describe('ChangeContactConfig', () => {
  it('records a save as ContactConfigChanged in config-contact, with the four contact fields only', () => {
    expect(contactConfigDecider.stream).toBe('config-contact');
    spec
      .given([])
      .when({ type: 'ChangeContactConfig', data: { config: { ...config, draft: true } as ContactConfigFields, now } })
      .then([{ type: 'ContactConfigChanged', data: { ...config, changedAt: now } }]);
  });

  it('counts only the digits of the number, whatever its punctuation', () => {
    const whatsappNumber = '+57 (300) 123-4567';
    spec
      .given([])
      .when({ type: 'ChangeContactConfig', data: { config: { ...config, whatsappNumber }, now } })
      .then([{ type: 'ContactConfigChanged', data: { ...config, whatsappNumber, changedAt: now } }]);
  });

  it('validates the number, the message and the e-mail', () => {
    const error = spec
      .given([])
      .when({
        type: 'ChangeContactConfig',
        data: {
          now,
          config: { enabled: true, whatsappNumber: '+57 300-12', whatsappMessage: ' Hola ', contactEmail: 'ventas@' },
        },
      })
      .thenThrows('validation', 'El número debe tener al menos 10 dígitos');
    expect(error.errors).toEqual([
      { path: 'whatsappNumber', message: 'El número debe tener al menos 10 dígitos' },
      { path: 'whatsappMessage', message: 'El mensaje debe tener al menos 10 caracteres' },
      { path: 'contactEmail', message: 'Debe ser un email válido' },
    ]);
  });
});
