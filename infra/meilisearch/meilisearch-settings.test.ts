import { describe, expect, it } from 'vitest';
import { toMeilisearchSettings } from './meilisearch-settings.js';

describe('toMeilisearchSettings', () => {
  const settings = toMeilisearchSettings({
    searchable: ['title', 'address'],
    filterable: ['status', 'location.zone'],
    sortable: ['price'],
    synonyms: [
      ['apto', 'apartamento'],
      ['bogota', 'bogotá', 'la capital'],
    ],
    vectorDimensions: 384,
  });

  it('maps fields, makes id sortable for ties, and lets an explicit sort win over relevance', () => {
    expect(settings.searchableAttributes).toEqual(['title', 'address']);
    expect(settings.filterableAttributes).toEqual(['status', 'location.zone']);
    expect(settings.sortableAttributes).toEqual(['price', 'id']);
    expect(settings.rankingRules?.[0]).toBe('sort');
    expect(settings.typoTolerance).toEqual({ enabled: true });
  });

  it('writes synonyms both ways, with and without accents', () => {
    expect(settings.synonyms).toMatchObject({
      apto: ['apartamento'],
      apartamento: ['apto'],
      bogota: ['bogotá', 'la capital'],
      bogotá: ['bogota', 'la capital'],
      'la capital': ['bogota', 'bogotá'],
    });
  });

  it('drops Spanish stop words with and without accents, and declares the user-provided embedder', () => {
    expect(settings.stopWords).toEqual(expect.arrayContaining(['de', 'está', 'esta']));
    expect(settings.stopWords).not.toContain('casa');
    expect(settings.embedders).toEqual({ default: { source: 'userProvided', dimensions: 384 } });
    expect(toMeilisearchSettings({ searchable: [], filterable: [], sortable: [] })).not.toHaveProperty('embedders');
  });
});
