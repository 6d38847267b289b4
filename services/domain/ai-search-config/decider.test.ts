import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { aiSearchConfigDecider } from './decider.js';

const spec = deciderSpec(aiSearchConfigDecider);
const now = '2025-03-01T10:00:00.000Z';
const description = 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural';

describe('ChangeAiSearchConfig', () => {
  it('records a save as AiSearchConfigChanged in config-ai-search, even of the defaults', () => {
    expect(aiSearchConfigDecider.stream).toBe('config-ai-search');
    spec
      .given([])
      .when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: true, description }, now } })
      .then([{ type: 'AiSearchConfigChanged', data: { enabled: true, description, changedAt: now } }]);
  });

  it('needs a description of at least 10 characters', () => {
    spec
      .given([])
      .when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: true, description: ' IA corta ' }, now } })
      .thenThrows('validation', 'La descripción debe tener al menos 10 caracteres');
  });

  it('does not take punctuation alone for a description', () => {
    spec
      .given([])
      .when({ type: 'ChangeAiSearchConfig', data: { config: { enabled: false, description: '..........' }, now } })
      .thenThrows('validation', 'La descripción debe tener al menos 10 caracteres');
  });
});
