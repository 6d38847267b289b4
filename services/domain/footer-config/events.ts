import type { DomainEvent } from '../shared/decider.js';

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const MAX_SOCIAL_LINKS = 10;

export interface SocialLink {
  platform: SocialPlatform;
  url: string;
}

export interface FooterConfigFields {
  isActive: boolean;
  companyName: string;
  copyright: string;
  contactPhone: string | null;
  contactEmail: string | null;
  contactAddress: string | null;
  privacyPolicyTitle: string;
  privacyPolicyContent: string | null;
  socialLinks: SocialLink[];
}

export const FOOTER_CONFIG_STREAM = 'config-footer';

export type FooterConfigChanged = DomainEvent<'FooterConfigChanged', FooterConfigFields & { changedAt: string }>;
export type FooterConfigEvent = FooterConfigChanged;
export const FOOTER_CONFIG_EVENT_TYPES = ['FooterConfigChanged'] as const;
