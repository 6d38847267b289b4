import { describe, expect, it } from 'vitest';
import { publicationLabel } from './publication-label';

describe('the publication badge', () => {
  it('says when a scheduled listing goes public, on Colombia’s clock', () => {
    expect(publicationLabel('scheduled', '2026-12-01T13:00:00.000Z')).toBe('Programada · 1 dic 08:00');
    expect(publicationLabel('scheduled', '2026-12-02T03:30:00.000Z')).toBe('Programada · 1 dic 22:30');
  });

  it('is the plain word otherwise', () => {
    expect(publicationLabel('draft', null)).toBe('Borrador');
    expect(publicationLabel('published', undefined)).toBe('Publicada');
    expect(publicationLabel('paused', null)).toBe('Pausada');
  });
});
