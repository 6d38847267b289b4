import { describe, expect, it } from 'vitest';
import { privacyPolicyParagraphs, privacyPolicyTitle } from './privacy-policy';

describe('privacyPolicyParagraphs (SPEC §2 privacy policy)', () => {
  it('splits the text at blank lines, also lines holding only spaces, and keeps single line breaks inside a paragraph', () => {
    expect(privacyPolicyParagraphs('Primero.\n\nSegundo,\nmisma idea.\n  \t\nTercero.\n\n\n\nCuarto.')).toEqual([
      'Primero.',
      'Segundo,\nmisma idea.',
      'Tercero.',
      'Cuarto.',
    ]);
  });

  it('trims each paragraph and ignores blank lines at the start and the end', () => {
    expect(privacyPolicyParagraphs('\n\n  Único párrafo.  \n\n')).toEqual(['Único párrafo.']);
  });

  it('gives the default text when there is none or only blank lines', () => {
    const defaults = privacyPolicyParagraphs(null);
    expect(defaults.length).toBeGreaterThan(0);
    expect(defaults[0]).toMatch(/Ley 1581 de 2012/);
    expect(privacyPolicyParagraphs(undefined)).toEqual(defaults);
    expect(privacyPolicyParagraphs(' \n\n ')).toEqual(defaults);
  });
});

describe('privacyPolicyTitle', () => {
  it('is the configured title, or Política de Tratamiento de Datos when blank', () => {
    expect(privacyPolicyTitle('Aviso de privacidad')).toBe('Aviso de privacidad');
    expect(privacyPolicyTitle('  ')).toBe('Política de Tratamiento de Datos');
    expect(privacyPolicyTitle(null)).toBe('Política de Tratamiento de Datos');
  });
});
