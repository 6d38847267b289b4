import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { footerConfigDecider } from './decider.js';
import type { FooterConfigFields, SocialLink } from './events.js';

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
const links = (count: number) =>
  Array.from({ length: count }, (): SocialLink => ({ platform: 'facebook', url: 'https://facebook.com/andina' }));

describe('ChangeFooterConfig', () => {
  it('records a save as FooterConfigChanged in config-footer, each social link with its platform and url only', () => {
    expect(footerConfigDecider.stream).toBe('config-footer');
    const withIcon = { platform: 'instagram' as const, url: 'https://instagram.com/andina', icon: 'ig' };
    const socialLinks: SocialLink[] = [withIcon];
    spec
      .given([])
      .when({ type: 'ChangeFooterConfig', data: { config: { ...config, socialLinks }, now } })
      .then([{ type: 'FooterConfigChanged', data: { ...config, changedAt: now } }]);
  });

  it('allows at most 10 social links', () => {
    spec
      .given([])
      .when({ type: 'ChangeFooterConfig', data: { config: { ...config, socialLinks: links(10) }, now } })
      .then([{ type: 'FooterConfigChanged', data: { ...config, socialLinks: links(10), changedAt: now } }]);
    spec
      .given([])
      .when({ type: 'ChangeFooterConfig', data: { config: { ...config, socialLinks: links(11) }, now } })
      .thenThrows('validation', 'Máximo 10 redes sociales');
  });

  it('takes no e-mail and plain http links', () => {
    const socialLinks: SocialLink[] = [{ platform: 'linkedin', url: 'http://linkedin.com/company/andina' }];
    spec
      .given([])
      .when({ type: 'ChangeFooterConfig', data: { config: { ...config, contactEmail: null, socialLinks }, now } })
      .then([{ type: 'FooterConfigChanged', data: { ...config, contactEmail: null, socialLinks, changedAt: now } }]);
  });

  it('validates the required texts, the e-mail and each link', () => {
    const error = spec
      .given([])
      .when({
        type: 'ChangeFooterConfig',
        data: {
          now,
          config: {
            ...config,
            companyName: ' ',
            copyright: '',
            contactEmail: 'hola',
            socialLinks: [
              { platform: 'facebook', url: 'https://facebook.com/andina' },
              { platform: 'tiktok' as never, url: 'no es una url' },
            ],
          },
        },
      })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'companyName', message: 'Nombre de la empresa es requerido' },
      { path: 'copyright', message: 'Copyright es requerido' },
      { path: 'contactEmail', message: 'Email inválido' },
      { path: 'socialLinks.1.platform', message: 'Plataforma es requerida' },
      { path: 'socialLinks.1.url', message: 'URL inválida' },
    ]);
  });
});
