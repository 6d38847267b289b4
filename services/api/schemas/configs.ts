import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../../domain/footer-config/events.js';
import { blankToNull, emailSchema, requiredText } from './common.js';

export const DEFAULT_AI_DESCRIPTION = 'Búsqueda inteligente con IA para encontrar propiedades usando lenguaje natural';
export const DEFAULT_PRIVACY_TITLE = 'Política de Tratamiento de Datos';

export const ContactConfigInput = z.object({
  enabled: z.boolean().default(true),
  whatsappNumber: z
    .string({ error: 'El número debe tener al menos 10 dígitos' })
    .trim()
    .refine((value) => value.replace(/\D/g, '').length >= 10, 'El número debe tener al menos 10 dígitos')
    .refine((value) => /^[\d\s+()-]+$/.test(value), 'El número solo puede tener dígitos, espacios, +, guiones y paréntesis'),
  contactEmail: emailSchema('Debe ser un email válido'),
  whatsappMessage: z.string({ error: 'El mensaje debe tener al menos 10 caracteres' }).trim().min(10, 'El mensaje debe tener al menos 10 caracteres').max(500),
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
    url: z.string({ error: 'URL inválida' }).trim().url('URL inválida').regex(/^https?:\/\//, 'URL inválida'),
  }),
);

const optionalContact = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

export const FooterConfigInput = z.object({
  isActive: z.boolean().default(true),
  companyName: requiredText('Nombre de la empresa es requerido', 120),
  copyright: requiredText('Copyright es requerido', 200),
  contactPhone: optionalContact(40),
  contactEmail: z.preprocess(blankToNull, z.string().trim().toLowerCase().email('Email inválido').nullable()).optional(),
  contactAddress: optionalContact(200),
  privacyPolicyTitle: z.preprocess(blankToNull, z.string().trim().max(160).nullable()).optional(),
  privacyPolicyContent: z.preprocess(blankToNull, z.string().trim().max(50_000).nullable()).optional(),
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
  description: z.string({ error: 'La descripción debe tener al menos 10 caracteres' }).trim().min(10, 'La descripción debe tener al menos 10 caracteres').max(500),
});

export const AiSearchConfigSchema = z.object({ enabled: z.boolean(), description: z.string(), updatedAt: z.string().nullable() });
