import type { ConfigDocument } from '../../../projections/configs/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { colombianDate } from '../../domain/shared/colombian-time.js';
import { brandName } from '../schemas/configs.js';

/** Parts of a host that say nothing of the agency: a guesser adds them anyway. */
const GENERIC_HOST_LABELS = new Set(['www', 'com', 'co', 'net', 'org', 'local', 'localhost', 'app', 'portal']);

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * What anyone trying passwords on this portal tries first, besides the person's own name and e-mail: the company's
 * name (whole and word by word), the site's host (`habitat` of `habitat.com.co`) and the years around now
 * (`Habitat2026*` is the company and the year).
 */
export function siteWords(brand: string, publicUrl: string, now: Date): string[] {
  let host = '';
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    // A PUBLIC_URL that is no URL names no host to guess.
  }
  const year = Number(colombianDate(now).slice(0, 4));
  return [
    ...new Set([
      brand,
      brand.replace(/\s+/g, ''),
      ...wordsOf(brand),
      ...host.split('.').filter((label) => label.length >= 3 && !GENERIC_HOST_LABELS.has(label)),
      ...[year - 1, year, year + 1].map(String),
    ]),
  ];
}

/** The company's name as the site shows it now (the footer configuration's, or the default). */
export async function brandOf(readModels: ReadModels): Promise<string> {
  const stored = await (await readModels.collection<ConfigDocument>('configs')).get('footer');
  return brandName(stored?.id === 'footer' ? stored.companyName : null);
}

/** `siteWords` with the brand the footer configuration gives the site now. */
export async function currentSiteWords(readModels: ReadModels, publicUrl: string, now: Date): Promise<string[]> {
  return siteWords(await brandOf(readModels), publicUrl, now);
}
