import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../../domain/footer-config/events.js';
import { blankToNull, emailSchema, optionalText, requiredText, text } from './common.js';

export const DEFAULT_AI_DESCRIPTION = 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural';
export const DEFAULT_PRIVACY_TITLE = 'Política de Tratamiento de Datos';

export const ContactConfigInput = z.object({
  enabled: z.boolean().default(true),
  whatsappNumber: text({ error: 'El número debe tener al menos 10 dígitos' })
    .refine((value) => value.replace(/\D/g, '').length >= 10, 'El número debe tener al menos 10 dígitos')
    .refine((value) => /^[\d\s+()-]+$/.test(value), 'El número solo puede tener dígitos, espacios, +, guiones y paréntesis'),
  contactEmail: emailSchema('Debe ser un email válido'),
  whatsappMessage: requiredText('El mensaje debe tener al menos 10 caracteres', 500, { min: 10, multiline: true }),
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
    platform: z.enum(SOCIAL_PLATFORMS, { error: 'Plataforma es requerida' }),
    url: text({ error: 'URL inválida' }).url('URL inválida').regex(/^https?:\/\//, 'URL inválida'),
  }),
);

export const FooterConfigInput = z.object({
  isActive: z.boolean().default(true),
  companyName: requiredText('Nombre de la empresa es requerido', 120),
  copyright: requiredText('Copyright es requerido', 200),
  contactPhone: optionalText(40),
  contactEmail: z.preprocess(blankToNull, text().toLowerCase().email('Email inválido').nullable()).optional(),
  contactAddress: optionalText(200),
  privacyPolicyTitle: optionalText(160),
  privacyPolicyContent: optionalText(50_000, { multiline: true }),
  socialLinks: z.array(SocialLinkInput).max(10, 'Máximo 10 redes sociales').default([]),
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
  enabled: z.boolean({ error: 'Indique si la búsqueda con IA está habilitada' }),
  description: requiredText('La descripción debe tener al menos 10 caracteres', 500, { min: 10 }),
});

export const AiSearchConfigSchema = z.object({ enabled: z.boolean(), description: z.string(), updatedAt: z.string().nullable() });
