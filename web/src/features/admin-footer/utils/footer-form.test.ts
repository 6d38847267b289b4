import { describe, expect, it } from 'vitest';
import type { FooterConfig } from '../api/footer-config';
import { footerFormValues, footerPreview, PLATFORM_OPTIONS, type FooterFormValues } from './footer-form';

const saved: FooterConfig = {
  isActive: true,
  companyName: 'Inmobiliaria Andina',
  copyright: '© 2026 Inmobiliaria Andina',
  contactPhone: null,
  contactEmail: 'hola@andina.co',
  contactAddress: null,
  privacyPolicyTitle: 'Política de Tratamiento de Datos',
  privacyPolicyContent: null,
  socialLinks: [JSON.stringify({ platform: 'instagram', url: 'https://instagram.com/andina' })],
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const typed: FooterFormValues = {
  isActive: true,
  companyName: '  Inmobiliaria Andina ',
  copyright: ' © 2026 Andina ',
  contactPhone: ' ',
  contactEmail: ' Hola@Andina.CO ',
  contactAddress: 'Calle 10 # 43-12',
  privacyPolicyTitle: '',
  privacyPolicyContent: '',
  socialLinks: [
    { platform: 'facebook', url: ' https://facebook.com/andina ' },
    { platform: '', url: 'https://instagram.com/andina' },
    { platform: 'linkedin', url: '  ' },
  ],
};

describe('footerFormValues', () => {
  it('shows every saved field, absent ones as empty text, and the JSON-encoded social links as rows', () => {
    expect(footerFormValues(saved)).toEqual({
      isActive: true,
      companyName: 'Inmobiliaria Andina',
      copyright: '© 2026 Inmobiliaria Andina',
      contactPhone: '',
      contactEmail: 'hola@andina.co',
      contactAddress: '',
      privacyPolicyTitle: 'Política de Tratamiento de Datos',
      privacyPolicyContent: '',
      socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/andina' }],
    });
  });

  it('starts with no links when the saved ones cannot be read (SPEC §3: silently)', () => {
    expect(footerFormValues({ ...saved, socialLinks: ['{roto'] }).socialLinks).toEqual([]);
  });
});

describe('footerPreview', () => {
  it('shows what visitors would see: trimmed texts, blanks left out, the e-mail in lower case', () => {
    const preview = footerPreview(typed);
    expect(preview).toMatchObject({
      companyName: 'Inmobiliaria Andina',
      copyright: '© 2026 Andina',
      contactPhone: null,
      contactEmail: 'hola@andina.co',
      contactAddress: 'Calle 10 # 43-12',
    });
  });

  it('titles the policy link with the default title when none is typed', () => {
    expect(footerPreview(typed).privacyPolicyTitle).toBe('Política de Tratamiento de Datos');
    expect(footerPreview({ ...typed, privacyPolicyTitle: 'Aviso de privacidad' }).privacyPolicyTitle).toBe(
      'Aviso de privacidad',
    );
  });

  it('shows only the links that have both a platform and a URL, in their order', () => {
    expect(footerPreview(typed).socialLinks).toEqual([{ platform: 'facebook', url: 'https://facebook.com/andina' }]);
  });
});

describe('PLATFORM_OPTIONS', () => {
  it('offers exactly the SPEC §5 platforms', () => {
    expect(PLATFORM_OPTIONS.map((option) => option.value)).toEqual(['facebook', 'instagram', 'linkedin']);
  });
});
