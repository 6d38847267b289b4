import { describe, expect, it } from 'vitest';
import { publicationButtons } from './publication-buttons';

const labels = (...args: Parameters<typeof publicationButtons>) =>
  publicationButtons(...args).map(({ label, intent }) => `${label} → ${intent}`);

describe('the editor’s save buttons', () => {
  it('offer a draft or publishing to a new listing and to a draft, scheduling once a date is chosen', () => {
    expect(labels(null, false)).toEqual(['Guardar borrador → draft', 'Publicar → published']);
    expect(labels('draft', true)).toEqual(['Guardar borrador → draft', 'Programar publicación → scheduled']);
  });

  it('pause a public listing, publish a paused one, and publish a scheduled one now', () => {
    expect(labels('published', false)).toEqual(['Pausar → paused', 'Guardar cambios → keep']);
    expect(labels('paused', false)).toEqual(['Guardar cambios → keep', 'Publicar → published']);
    expect(labels('scheduled', true)).toEqual(['Publicar ahora → published', 'Guardar cambios → keep']);
  });
});
