import { metaDescription } from '../schemas/page-head-text.js';
import { escapeMarkup } from '../../../infra/markup/escape-markup.js';

/** What a page says about itself to crawlers and link previews (SPEC §1). */
export interface PageHead {
  title: string;
  /** At most 160 characters (cut here if longer). */
  description: string;
  canonical: string;
  image?: string;
  /** Said beside og:image so a preview can lay itself out before fetching it (and X shows it large). */
  imageSize?: { width: number; height: number; type: string };
  type?: 'website' | 'product';
  /** The brand (og:site_name): link previews name the site apart from the page's own title. */
  siteName?: string;
  jsonLd: unknown[];
}

/** JSON inside <script>: `<` escaped so no text in a listing can close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(head: PageHead): string {
  const description = metaDescription(head.description);
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}" />`,
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:locale" content="es_CO" />`,
    `<meta property="og:title" content="${escapeMarkup(head.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(head.canonical)}" />`,
    ...(head.siteName ? [`<meta property="og:site_name" content="${escapeMarkup(head.siteName)}" />`] : []),
    ...(head.image ? [`<meta property="og:image" content="${escapeMarkup(head.image)}" />`] : []),
    ...(head.image && head.imageSize
      ? [
          `<meta property="og:image:width" content="${head.imageSize.width}" />`,
          `<meta property="og:image:height" content="${head.imageSize.height}" />`,
          `<meta property="og:image:type" content="${escapeMarkup(head.imageSize.type)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/** The build's own title and description, however its HTML is laid out (Prettier breaks the tag over lines). */
const BUILD_TITLE = /<title>[\s\S]*?<\/title>\s*/gi;
const BUILD_DESCRIPTION = /<meta\s[^>]*\bname\s*=\s*["']description["'][^>]*>\s*/gi;

/**
 * Replaces the build's own title and description with the page's head, so the page has exactly one of each (issue
 * 24: the build's description, written over several lines, escaped a one-line pattern and stayed beside the page's).
 * The head goes in through a function: as a replacement string, listing text such as `$'` or `` $` `` would splice
 * parts of the page into it.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(BUILD_TITLE, '')
    .replace(BUILD_DESCRIPTION, '')
    .replace('</head>', () => `  ${renderHead(head)}\n  </head>`);
}
