import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { footerConfigDecider } from './decider.js';
import type { FooterConfigEvent, FooterConfigFields, SocialLink } from './events.js';

const spec = deciderSpec(footerConfigDecider);
const now = '2025-03-01T10:00:00.000Z';
const config: FooterConfigFields = {
  isActive: true,
  companyName: 'Inmobiliaria Andina',
  copyright: '© 2025 Inmobiliaria Andina',
  contactPhone: '+57 604 000 0000',
  contactEmail: 'hola@andina.co',
  contactAddress: null,
  privacyPolicyTitle: 'Política de Tratamiento de Datos',
  privacyPolicyContent: null,
  socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/andina' }],
};
const changed: FooterConfigEvent = { type: 'FooterConfigChanged', data: { ...config, changedAt: '2025-01-01T00:00:00.000Z' } };

describe('ChangeFooterConfig', () => {
  it('always records the first save', () => {
    spec.given([]).when({ type: 'ChangeFooterConfig', data: { config, now } })
      .then([{ type: 'FooterConfigChanged', data: { ...config, changedAt: now } }]);
  });

  it('records a change inside the social links', () => {
    const socialLinks: SocialLink[] = [{ platform: 'instagram', url: 'https://instagram.com/andina.co' }];
    spec.given([changed]).when({ type: 'ChangeFooterConfig', data: { config: { ...config, socialLinks }, now } })
      .then([{ type: 'FooterConfigChanged', data: { ...config, socialLinks, changedAt: now } }]);
  });

  it('records nothing when the same configuration is saved again', () => {
    spec.given([changed]).when({ type: 'ChangeFooterConfig', data: { config: structuredClone(config), now } }).then([]);
  });

  it('allows at most 10 social links', () => {
    const socialLinks = Array.from({ length: 11 }, (): SocialLink => ({ platform: 'facebook', url: 'https://facebook.com/andina' }));
    spec.given([]).when({ type: 'ChangeFooterConfig', data: { config: { ...config, socialLinks }, now } })
      .thenThrows('validation', 'Máximo 10 redes sociales');
  });

  it('validates the required texts, the e-mail and each link', () => {
    const error = spec.given([]).when({
      type: 'ChangeFooterConfig',
      data: {
        now,
        config: {
          ...config,
          companyName: ' ',
          copyright: '',
          contactEmail: 'hola',
          socialLinks: [{ platform: 'facebook', url: 'https://facebook.com/andina' }, { platform: 'tiktok' as never, url: 'no es una url' }],
        },
      },
    }).thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'companyName', message: 'Nombre de la empresa es requerido' },
      { path: 'copyright', message: 'Copyright es requerido' },
      { path: 'contactEmail', message: 'Email inválido' },
      { path: 'socialLinks.1.platform', message: 'Plataforma es requerida' },
      { path: 'socialLinks.1.url', message: 'URL inválida' },
    ]);
  });
});
