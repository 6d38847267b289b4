import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, hasProtocol, isBlank, isEmail, isOneOf } from '../shared/validation.js';
import type { FooterConfigCommand } from './commands.js';
import { SOCIAL_PLATFORMS, type FooterConfigEvent, type FooterConfigFields } from './events.js';

export type FooterConfigState = { status: 'empty' } | { status: 'configured'; config: FooterConfigFields; changedAt: string };

export const MAX_SOCIAL_LINKS = 10;

function assertValid(config: FooterConfigFields): void {
  const checks = new FieldChecks()
    .check(!isBlank(config.companyName), 'companyName', 'Nombre de la empresa es requerido')
    .check(!isBlank(config.copyright), 'copyright', 'Copyright es requerido')
    .check(config.contactEmail === null || isEmail(config.contactEmail), 'contactEmail', 'Email inválido')
    .check(config.socialLinks.length <= MAX_SOCIAL_LINKS, 'socialLinks', `Máximo ${MAX_SOCIAL_LINKS} redes sociales`);
  for (const [index, link] of config.socialLinks.entries()) {
    checks
      .check(isOneOf(SOCIAL_PLATFORMS, link.platform), `socialLinks.${index}.platform`, 'Plataforma es requerida')
      .check(hasProtocol(link.url, 'https:', 'http:'), `socialLinks.${index}.url`, 'URL inválida');
  }
  checks.throwIfInvalid();
}

function decide(command: FooterConfigCommand, state: FooterConfigState): FooterConfigEvent[] {
  switch (command.type) {
    case 'ChangeFooterConfig': {
      const { isActive, companyName, copyright, contactPhone, contactEmail, contactAddress, privacyPolicyTitle, privacyPolicyContent, socialLinks } = command.data.config;
      const config: FooterConfigFields = {
        isActive, companyName, copyright, contactPhone, contactEmail, contactAddress, privacyPolicyTitle, privacyPolicyContent,
        socialLinks: socialLinks.map(({ platform, url }) => ({ platform, url })),
      };
      assertValid(config);
      if (state.status === 'configured' && isDeepStrictEqual(state.config, config)) return [];
      return [{ type: 'FooterConfigChanged', data: { ...config, changedAt: command.data.now } }];
    }
    default:
      return unreachable(command.type);
  }
}

function evolve(_state: FooterConfigState, event: FooterConfigEvent): FooterConfigState {
  switch (event.type) {
    case 'FooterConfigChanged': {
      const { changedAt, ...config } = event.data;
      return { status: 'configured', config, changedAt };
    }
    default:
      return unreachable(event.type);
  }
}

export const footerConfigDecider: Decider<FooterConfigState, FooterConfigCommand, FooterConfigEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
