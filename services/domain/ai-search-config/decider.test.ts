import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { aiSearchConfigDecider } from './decider.js';
import type { AiSearchConfigEvent } from './events.js';

const spec = deciderSpec(aiSearchConfigDecider);
const now = '2025-03-01T10:00:00.000Z';
const description = 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural';
const changed: AiSearchConfigEvent = { type: 'AiSearchConfigChanged', data: { enabled: true, description, changedAt: '2025-01-01T00:00:00.000Z' } };

describe('ChangeAiSearchConfig', () => {
  it('always records the first save, even of the defaults', () => {
    spec.given([]).when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: true, description }, now } })
      .then([{ type: 'AiSearchConfigChanged', data: { enabled: true, description, changedAt: now } }]);
  });

  it('records a change', () => {
    spec.given([changed]).when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: false, description }, now } })
      .then([{ type: 'AiSearchConfigChanged', data: { enabled: false, description, changedAt: now } }]);
  });

  it('records nothing when nothing changed', () => {
    spec.given([changed]).when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: true, description }, now } }).then([]);
  });

  it('needs a description of at least 10 characters', () => {
    spec.given([]).when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: true, description: ' IA corta ' }, now } })
      .thenThrows('validation', 'La descripción debe tener al menos 10 caracteres');
  });
});
