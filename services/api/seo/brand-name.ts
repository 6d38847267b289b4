import type { ConfigDocument } from '../../../projections/configs/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { brandName } from '../schemas/configs.js';
import { privacyPolicyTitle } from '../schemas/page-head-text.js';

/** How long a page head may keep naming the brand as last read: a save in the Footer tab shows within this time. */
export const BRAND_NAME_TTL_MS = 1_000;

/** The names the footer configuration gives the pages' heads. */
export interface SiteNames {
  /** The footer's companyName, as the web's header and footer show it. */
  brand: string;
  /** The privacy policy's title, as its page shows it (SPEC §2: privacyPolicyTitle, or the default). */
  privacyPolicyTitle: string;
}

/**
 * The names every page head uses (the brand in titles, the Organization JSON-LD and og:site_name; the privacy
 * policy's title): the footer configuration's, as the web shows them. Every page asks for them and they change once
 * in a blue moon, so they are read from the configs read model at most once a second, not kept until a restart.
 */
export function siteNamesReader(readModels: ReadModels, clock: () => Date): () => Promise<SiteNames> {
  let last: { names: SiteNames; readAt: number } | null = null;
  return async () => {
    const now = clock().getTime();
    if (last && now - last.readAt < BRAND_NAME_TTL_MS) return last.names;
    const stored = await (await readModels.collection<ConfigDocument>('configs')).get('footer');
    const footer = stored?.id === 'footer' ? stored : null;
    const names = {
      brand: brandName(footer?.companyName),
      privacyPolicyTitle: privacyPolicyTitle(footer?.privacyPolicyTitle),
    };
    last = { names, readAt: now };
    return names;
  };
}
