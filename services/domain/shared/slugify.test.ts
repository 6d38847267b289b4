import { describe, expect, it } from 'vitest';
import { idFromSlug, propertySlug, slugify } from './slugify.js';

const uuid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('slugify', () => {
  it('lowercases, strips accents and ñ, and joins words with single hyphens', () => {
    expect(slugify('Apartamento en Señorial Álamos, Medellín')).toBe('apartamento-en-senorial-alamos-medellin');
    expect(slugify('  ¡Casa   campestre!  (3 hab.) ')).toBe('casa-campestre-3-hab');
    expect(slugify('Piscina / Gimnasio -- BBQ')).toBe('piscina-gimnasio-bbq');
  });

  it('handles decomposed accents too', () => {
    expect(slugify('Bogota\u0301 Chía')).toBe('bogota-chia');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('¡¿…?!')).toBe('');
  });

  it('limits the title before trimming hyphens, so a cut never ends in a hyphen', () => {
    expect(slugify('Casa grande con jardín', 11)).toBe('casa-grande');
    expect(slugify('Casa grande con jardín', 5)).toBe('casa');
    expect(slugify('Ñandú', 2)).toBe('na');
  });
});

describe('propertySlug', () => {
  it('is the title slug, limited to 60 title characters, then the id', () => {
    expect(propertySlug('Apartamento en El Poblado', uuid)).toBe(`apartamento-en-el-poblado-${uuid}`);
    const title = 'Espectacular apartamento con vista panorámica en el sector más exclusivo de la ciudad';
    const slug = propertySlug(title, 'prop-7');
    expect(slug).toBe(`${slugify(title.slice(0, 60))}-prop-7`);
    expect(slug.length).toBeLessThanOrEqual(60 + '-prop-7'.length);
  });

  it('is just the id for a title without letters or digits', () => {
    expect(propertySlug('¡!', uuid)).toBe(uuid);
  });
});

describe('idFromSlug', () => {
  it('takes a trailing UUID', () => {
    expect(idFromSlug(`apartamento-en-el-poblado-${uuid}`)).toBe(uuid);
    expect(idFromSlug(uuid)).toBe(uuid);
  });

  it('takes a trailing prop- id, even with hyphens or the word prop in the title', () => {
    expect(idFromSlug('casa-campestre-prop-17')).toBe('prop-17');
    expect(idFromSlug('casa-prop-nueva-prop-1712345-ab')).toBe('prop-1712345-ab');
    expect(idFromSlug('prop-9')).toBe('prop-9');
  });

  it('otherwise takes the last hyphen-separated segment', () => {
    expect(idFromSlug('casa-campestre-42')).toBe('42');
    expect(idFromSlug('abc123')).toBe('abc123');
    expect(idFromSlug('casa-propiedad-42')).toBe('42');
  });

  it('round-trips propertySlug', () => {
    for (const id of [uuid, 'prop-3-b', 'seed7']) expect(idFromSlug(propertySlug('Lote en Rionegro', id))).toBe(id);
  });
});
