import { settingsDecider, type SettingsState } from '../settings/decider.js';
import type { Decider } from '../shared/decider.js';
import { INVALID_URL } from '../shared/messages.js';
import { hasProtocol, isBlank, isEmail, isOneOf } from '../shared/validation.js';
import type { FooterConfigCommand } from './commands.js';
import {
  FOOTER_CONFIG_STREAM,
  MAX_SOCIAL_LINKS,
  SOCIAL_PLATFORMS,
  type FooterConfigEvent,
  type FooterConfigFields,
} from './events.js';
import {
  COMPANY_NAME_REQUIRED,
  COPYRIGHT_REQUIRED,
  INVALID_FOOTER_EMAIL,
  PLATFORM_REQUIRED,
  TOO_MANY_SOCIAL_LINKS,
} from './messages.js';

export const footerConfigDecider = settingsDecider({
  stream: FOOTER_CONFIG_STREAM,
  eventType: 'FooterConfigChanged',
  fieldsOf: ({
    isActive,
    companyName,
    copyright,
    contactPhone,
    contactEmail,
    contactAddress,
    privacyPolicyTitle,
    privacyPolicyContent,
    socialLinks,
  }) => ({
    isActive,
    companyName,
    copyright,
    contactPhone,
    contactEmail,
    contactAddress,
    privacyPolicyTitle,
    privacyPolicyContent,
    socialLinks: socialLinks.map(({ platform, url }) => ({ platform, url })),
  }),
  check: (config, checks) => {
    checks
      .check(!isBlank(config.companyName), 'companyName', COMPANY_NAME_REQUIRED)
      .check(!isBlank(config.copyright), 'copyright', COPYRIGHT_REQUIRED)
      .check(config.contactEmail === null || isEmail(config.contactEmail), 'contactEmail', INVALID_FOOTER_EMAIL)
      .check(config.socialLinks.length <= MAX_SOCIAL_LINKS, 'socialLinks', TOO_MANY_SOCIAL_LINKS);
    for (const [index, link] of config.socialLinks.entries()) {
      checks
        .check(isOneOf(SOCIAL_PLATFORMS, link.platform), `socialLinks.${index}.platform`, PLATFORM_REQUIRED)
        .check(hasProtocol(link.url, 'https:', 'http:'), `socialLinks.${index}.url`, INVALID_URL);
    }
  },
}) satisfies Decider<SettingsState<FooterConfigFields>, FooterConfigCommand, FooterConfigEvent>;
