import type { ConfigDocument } from '../../../projections/configs/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { brandName } from '../schemas/configs.js';

/** How long a page head may keep naming the brand as last read: a save in the Footer tab shows within this time. */
export const BRAND_NAME_TTL_MS = 1_000;

/**
 * The brand every page head names (titles, Organization JSON-LD, og:site_name): the footer configuration's
 * companyName, as the web's header and footer show it. Every page asks for it and it changes once in a blue moon,
 * so it is read from the configs read model at most once a second, not kept until a restart.
 */
export function brandNameReader(readModels: ReadModels, clock: () => Date): () => Promise<string> {
  let last: { name: string; readAt: number } | null = null;
  return async () => {
    const now = clock().getTime();
    if (last && now - last.readAt < BRAND_NAME_TTL_MS) return last.name;
    const footer = await (await readModels.collection<ConfigDocument>('configs')).get('footer');
    last = { name: brandName(footer?.id === 'footer' ? footer.companyName : null), readAt: now };
    return last.name;
  };
}
