import useSWR from 'swr';
import { z } from 'zod';
import { brandName, ContactConfigSchema, FooterConfigSchema } from '../lib/api-contract';
import { fetchJson } from '../lib/fetch-json';

const FIVE_MINUTES = 5 * 60_000;

export type ContactConfig = Pick<
  z.infer<typeof ContactConfigSchema>,
  'enabled' | 'whatsappNumber' | 'whatsappMessage' | 'contactEmail'
>;

/**
 * SPEC §3's default when none comes back: enabled, with the default greeting. No stand-in number or address: a
 * placeholder would reach a link nobody answers (issue 12), so until an admin saves them nothing links to them.
 */
const DEFAULT_CONTACT: ContactConfig = {
  enabled: true,
  whatsappNumber: '',
  whatsappMessage: 'Hola, me interesa obtener información',
  contactEmail: '',
};

/** Cached 5 minutes (SPEC §7). */
export function useContactConfig(): ContactConfig {
  const { data } = useSWR('/api/contact-config', (url: string) => fetchJson(url, ContactConfigSchema), {
    dedupingInterval: FIVE_MINUTES,
  });
  return data ?? DEFAULT_CONTACT;
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

/** The name the server put in this page's head (og:site_name): the brand before the footer configuration arrives. */
const nameInHead = () =>
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content;

/**
 * The site's one brand (issue 12): the footer configuration's companyName, as the server names it in titles,
 * JSON-LD and og:site_name. For the header, the footer and every page title.
 */
export function useBrandName(): string {
  const footer = useFooterConfig();
  return brandName(footer ? footer.companyName : nameInHead());
}
