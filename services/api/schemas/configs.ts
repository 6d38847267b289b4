import { z } from 'zod';
import { DESCRIPTION_TOO_SHORT } from '../../domain/ai-search-config/messages.js';
import { WHATSAPP_MESSAGE_TOO_SHORT, WHATSAPP_NUMBER_TOO_SHORT } from '../../domain/contact-config/messages.js';
import { MAX_SOCIAL_LINKS, SOCIAL_PLATFORMS } from '../../domain/footer-config/events.js';
import {
  COMPANY_NAME_REQUIRED,
  COPYRIGHT_REQUIRED,
  INVALID_FOOTER_EMAIL,
  PLATFORM_REQUIRED,
  TOO_MANY_SOCIAL_LINKS,
} from '../../domain/footer-config/messages.js';
import { INVALID_EMAIL, INVALID_URL } from '../../domain/shared/messages.js';
import { blankToNull, dialablePhoneNumber, emailSchema, optionalText, requiredText, text } from './common.js';

/** The panel's social-links editor offers no more links than the API takes. */
export { MAX_SOCIAL_LINKS };

export const DEFAULT_AI_DESCRIPTION = 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural';
export const DEFAULT_PRIVACY_TITLE = 'Política de Tratamiento de Datos';

/** The brand pages are named after until an admin saves the footer configuration's companyName (issue 12: one brand). */
const DEFAULT_COMPANY_NAME = 'Portal Inmobiliario';

/** The one brand of the site, for the server's head and the web's header alike: the configured name, or the default. */
export const brandName = (companyName: string | null | undefined) => companyName?.trim() || DEFAULT_COMPANY_NAME;

export const ContactConfigInput = z.object({
  enabled: z.boolean().default(true),
  whatsappNumber: dialablePhoneNumber(WHATSAPP_NUMBER_TOO_SHORT),
  contactEmail: emailSchema(INVALID_EMAIL),
  whatsappMessage: requiredText(WHATSAPP_MESSAGE_TOO_SHORT, 500, { min: 10, multiline: true }),
});

export const ContactConfigSchema = z.object({
  id: z.string(),
  enabled: z.boolean(),
  whatsappNumber: z.string(),
  whatsappMessage: z.string(),
  contactEmail: z.string(),
  updatedAt: z.string().nullable(),
});

/** Accepts a link as an object or, as SPEC §3 stores them, as a JSON-encoded text. */
const SocialLinkInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.object({
    platform: z.enum(SOCIAL_PLATFORMS, { error: PLATFORM_REQUIRED }),
    url: text({ error: INVALID_URL })
      .url(INVALID_URL)
      .regex(/^https?:\/\//, INVALID_URL),
  }),
);

export const FooterConfigInput = z.object({
  isActive: z.boolean().default(true),
  companyName: requiredText(COMPANY_NAME_REQUIRED, 120),
  copyright: requiredText(COPYRIGHT_REQUIRED, 200),
  contactPhone: optionalText(40),
  contactEmail: z.preprocess(blankToNull, text().toLowerCase().email(INVALID_FOOTER_EMAIL).nullable()).optional(),
  contactAddress: optionalText(200),
  privacyPolicyTitle: optionalText(160),
  privacyPolicyContent: optionalText(50_000, { multiline: true }),
  socialLinks: z.array(SocialLinkInput).max(MAX_SOCIAL_LINKS, TOO_MANY_SOCIAL_LINKS).default([]),
});

export const FooterConfigSchema = z.object({
  isActive: z.boolean(),
  companyName: z.string(),
  copyright: z.string(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactAddress: z.string().nullable(),
  privacyPolicyTitle: z.string(),
  privacyPolicyContent: z.string().nullable(),
  /** Each item is a JSON-encoded `{platform, url}` (SPEC §3). */
  socialLinks: z.array(z.string()),
  updatedAt: z.string().nullable(),
});

export const AiSearchConfigInput = z.object({
  enabled: z.boolean({ error: 'Indica si la búsqueda con IA está habilitada' }),
  description: requiredText(DESCRIPTION_TOO_SHORT, 500, { min: 10 }),
});

export const AiSearchConfigSchema = z.object({
  enabled: z.boolean(),
  description: z.string(),
  updatedAt: z.string().nullable(),
});
