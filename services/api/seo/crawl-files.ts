import { RESET_PASSWORD_PATH } from '../schemas/page-head-text.js';
import { escapeMarkup } from '../../../infra/markup/escape-markup.js';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified?: string;
}

/** sitemap.xml: every address under the site's public URL, escaped (an address may legally hold `&`). */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastModified }) =>
      `<url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc>${lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * PUBLIC_URL was parsed by the URL parser, which leaves no line break that could add a directive. The pages opened
 * from a mailed link (alerts, a new password) carry a secret and say nothing to a search engine.
 */
export const robotsTxt = (publicUrl: string) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /alertas/\nDisallow: ${RESET_PASSWORD_PATH}\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`;
