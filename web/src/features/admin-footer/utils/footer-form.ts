import { parseSocialLinks, type SocialLink } from '../../../api/site-config';
import type { FooterView } from '../../../components/FooterContent';
import { privacyPolicyTitle } from '../../../lib/privacy-policy';
import type { FooterConfig } from '../api/footer-config';

type SocialPlatform = SocialLink['platform'];

/** SPEC §5 platform choices, spelled as the brands spell themselves. */
const PLATFORM_LABEL: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};
export const PLATFORM_OPTIONS = Object.entries(PLATFORM_LABEL).map(([value, label]) => ({ value, label }));

/** A link as edited: no platform chosen yet is `''`, which the API's schema answers with Plataforma es requerida. */
export interface SocialLinkRow {
  platform: SocialPlatform | '';
  url: string;
}

/** What the form holds: every SPEC §3 footer field as typed ('' for "not given"; the API's schema reads it as none). */
export interface FooterFormValues {
  isActive: boolean;
  companyName: string;
  copyright: string;
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  privacyPolicyTitle: string;
  privacyPolicyContent: string;
  socialLinks: SocialLinkRow[];
}

export const NEW_SOCIAL_LINK: SocialLinkRow = { platform: '', url: '' };

/** The saved configuration as the form shows it; its social links are read as the public footer reads them. */
export function footerFormValues(config: FooterConfig): FooterFormValues {
  return {
    isActive: config.isActive,
    companyName: config.companyName,
    copyright: config.copyright,
    contactPhone: config.contactPhone ?? '',
    contactEmail: config.contactEmail ?? '',
    contactAddress: config.contactAddress ?? '',
    privacyPolicyTitle: config.privacyPolicyTitle,
    privacyPolicyContent: config.privacyPolicyContent ?? '',
    socialLinks: parseSocialLinks(config.socialLinks),
  };
}

const orNull = (value: string) => value.trim() || null;

/**
 * The footer visitors would see with what is typed now, stored as the API stores it: trimmed, blanks as nothing,
 * the e-mail in lower case, the default policy title when none is given, and only links with a platform and a URL.
 */
export function footerPreview(values: FooterFormValues): FooterView {
  return {
    companyName: values.companyName.trim(),
    copyright: values.copyright.trim(),
    contactPhone: orNull(values.contactPhone),
    contactEmail: orNull(values.contactEmail.toLowerCase()),
    contactAddress: orNull(values.contactAddress),
    privacyPolicyTitle: privacyPolicyTitle(values.privacyPolicyTitle),
    socialLinks: values.socialLinks.flatMap(({ platform, url }) =>
      platform !== '' && url.trim() !== '' ? [{ platform, url: url.trim() }] : [],
    ),
  };
}
