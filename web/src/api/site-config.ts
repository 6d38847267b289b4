import useSWR from 'swr';
import { z } from 'zod';
import { ContactConfigSchema, FooterConfigSchema } from '../lib/api-contract';
import { fetchJson } from '../lib/fetch-json';

const FIVE_MINUTES = 5 * 60_000;

export type ContactConfig = Pick<
  z.infer<typeof ContactConfigSchema>,
  'enabled' | 'whatsappNumber' | 'whatsappMessage' | 'contactEmail'
>;

/** SPEC §2: built-in values when none come back (placeholders, as SPEC §9 allows). */
const DEFAULT_CONTACT: ContactConfig = {
  enabled: true,
  whatsappNumber: '+57 300 000 0000',
  whatsappMessage: 'Hola, me interesa obtener información',
  contactEmail: 'contacto@portal.local',
};

/** Cached 5 minutes (SPEC §7). */
export function useContactConfig(): ContactConfig {
  const { data } = useSWR('/api/contact-config', (url: string) => fetchJson(url, ContactConfigSchema), {
    dedupingInterval: FIVE_MINUTES,
  });
  return data && data.whatsappNumber
    ? data
    : { ...DEFAULT_CONTACT, ...(data ?? {}), whatsappNumber: data?.whatsappNumber || DEFAULT_CONTACT.whatsappNumber };
}

const SocialLink = z.object({ platform: z.enum(['facebook', 'instagram', 'linkedin']), url: z.string() });
export type SocialLink = z.infer<typeof SocialLink>;

/** SPEC §3: each link is JSON text; anything unparseable yields no links, silently. */
export function parseSocialLinks(items: string[]): SocialLink[] {
  try {
    return items.map((item) => SocialLink.parse(JSON.parse(item)));
  } catch {
    return [];
  }
}

export function useFooterConfig() {
  const { data } = useSWR('/api/footer-config', (url: string) => fetchJson(url, FooterConfigSchema), {
    dedupingInterval: FIVE_MINUTES,
  });
  return data ? { ...data, socialLinks: parseSocialLinks(data.socialLinks) } : null;
}
