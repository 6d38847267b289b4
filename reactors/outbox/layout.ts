import { pesos } from '../../infra/spanish-text/wording.js';
import { escapeMarkup } from '../../infra/markup/escape-markup.js';

/** A piece of a message, drawn as HTML and as plain text from the same words. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value rows (name, phone…); a row with `href` links its value. */
  | { kind: 'facts'; rows: ReadonlyArray<{ label: string; value: string; href?: string }> }
  /** Words someone else wrote (a visitor's message), set apart. */
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; href: string }
  /** Listings, each a linked title with a line under it (code, price, place). */
  | { kind: 'listings'; items: ReadonlyArray<{ title: string; detail: string; href: string }> }
  /** Listings as the portals mail them: a card each, cover photo, price, facts and a button to the listing. */
  | { kind: 'listing-cards'; cards: readonly ListingCard[] };

export interface ListingCard {
  title: string;
  /** The listing's page, absolute. */
  href: string;
  /** The cover photo's absolute address; null without photos (the card then starts at its words). */
  photo: string | null;
  /** What changed, above the title ("Nueva", "Bajó de precio"). */
  label: string;
  /** As mailPrice writes it. */
  price: string;
  /** Under the price, when the change is in it ("Antes $ 420.000.000"). */
  priceNote?: string;
  /** Lines of facts (type and operation; rooms and area; place and code), each already joined with " · ". */
  facts: readonly string[];
}

/** The content column's width: the message's 600 px less its 24 px padding on both sides. */
const CONTENT_WIDTH = 552;

export interface MailBody {
  brand: string;
  publicUrl: string;
  heading: string;
  blocks: MailBlock[];
  /** Small print under the message (why it was sent, how to stop it). */
  footer?: MailBlock[];
}

/** A price as the site shows it: `$ 450.000.000`, `/mes` for rent. */
export const mailPrice = (price: number, monthly: boolean) =>
  `${pesos(price).replace(/\s/g, ' ')}${monthly ? '/mes' : ''}`;

const ink = 'color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5';
const linkStyle = 'color:#0b6e4f';
const green = '#0b6e4f';

/**
 * One card as mail clients draw it alike: nested tables, inline styles, the photo a block image with its width as an
 * attribute (Outlook ignores CSS widths) that shrinks on a phone, an alt text for clients that block images, and the
 * button a padded link inside a coloured cell (Outlook drops a link's padding and background). The title is a heading
 * under the message's: a screen reader moves from listing to listing.
 */
function htmlCard(card: ListingCard): string {
  const href = escapeMarkup(card.href);
  const photo = card.photo
    ? `<tr><td style="padding:0;line-height:0"><a href="${href}"><img src="${escapeMarkup(card.photo)}" width="${CONTENT_WIDTH}" alt="${escapeMarkup(card.title)}" style="display:block;width:100%;max-width:${CONTENT_WIDTH}px;height:auto;border:0;border-radius:8px 8px 0 0;background:#e4e7eb;color:#52606d;font-size:14px;line-height:1.4"></a></td></tr>`
    : '';
  const note = card.priceNote
    ? `<p style="margin:0 0 8px;font-size:14px;color:#52606d">${escapeMarkup(card.priceNote)}</p>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border:1px solid #e4e7eb;border-radius:8px;border-collapse:separate">${photo}<tr><td style="padding:14px 16px 16px"><p style="margin:0 0 4px;font-size:12px;font-weight:bold;letter-spacing:0.5px;text-transform:uppercase;color:${green}">${escapeMarkup(card.label)}</p><h2 style="margin:0 0 6px;font-size:17px;font-weight:bold;line-height:1.3"><a href="${href}" style="color:#1f2933;text-decoration:none">${escapeMarkup(card.title)}</a></h2><p style="margin:0 0 2px;font-size:20px;font-weight:bold;color:${green}">${escapeMarkup(card.price)}</p>${note}<p style="margin:6px 0 14px;font-size:14px;color:#52606d">${card.facts.map(escapeMarkup).join('<br>')}</p><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:6px;background:${green}"><a href="${href}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold;font-size:15px">Ver la propiedad</a></td></tr></table></td></tr></table>`;
}

/** The same card in words: what changed, the title, the price and its facts, and the address to open. */
const textCard = (card: ListingCard) =>
  [
    `${card.label}: ${card.title}`,
    card.price,
    ...(card.priceNote ? [card.priceNote] : []),
    ...card.facts,
    `Ver la propiedad: ${card.href}`,
  ].join('\n');

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 14px">${escapeMarkup(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 14px;padding:10px 14px;border-left:4px solid #0b6e4f;background:#f3f7f5;white-space:pre-wrap">${escapeMarkup(block.text)}</blockquote>`;
    case 'facts':
      return `<table role="presentation" style="margin:0 0 14px;border-collapse:collapse">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:3px 12px 3px 0;color:#52606d;vertical-align:top">${escapeMarkup(row.label)}</td><td style="padding:3px 0">${
              row.href
                ? `<a style="${linkStyle}" href="${escapeMarkup(row.href)}">${escapeMarkup(row.value)}</a>`
                : escapeMarkup(row.value)
            }</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:18px 0"><a href="${escapeMarkup(block.href)}" style="display:inline-block;padding:11px 20px;border-radius:6px;background:#0b6e4f;color:#ffffff;text-decoration:none;font-weight:bold">${escapeMarkup(block.label)}</a></p>`;
    case 'listings':
      return block.items
        .map(
          (item) =>
            `<p style="margin:0 0 12px"><a style="${linkStyle};font-weight:bold" href="${escapeMarkup(item.href)}">${escapeMarkup(item.title)}</a><br><span style="color:#52606d">${escapeMarkup(item.detail)}</span></p>`,
        )
        .join('');
    case 'listing-cards':
      return block.cards.map(htmlCard).join('');
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'facts':
      return block.rows
        .map((row) => `${row.label}: ${row.value}${row.href && row.href !== row.value ? ` (${row.href})` : ''}`)
        .join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'listings':
      return block.items.map((item) => `- ${item.title}\n  ${item.detail}\n  ${item.href}`).join('\n\n');
    case 'listing-cards':
      return block.cards.map(textCard).join('\n\n');
  }
}

/**
 * Every message's HTML and plain text from one description, so the two parts never say different things. The HTML
 * is a single table with inline styles: what mail clients (Gmail, Outlook) draw alike.
 */
export function renderMail(body: MailBody): { html: string; text: string } {
  const footer = body.footer ?? [];
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(body.heading)}</title></head><body style="margin:0;padding:0;background:#f5f7fa"><table role="presentation" width="100%" style="background:#f5f7fa"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:600px;background:#ffffff;border-radius:8px;${ink}"><tr><td style="padding:20px 24px;border-bottom:1px solid #e4e7eb"><a href="${escapeMarkup(body.publicUrl)}" style="${linkStyle};font-size:18px;font-weight:bold;text-decoration:none">${escapeMarkup(body.brand)}</a></td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px">${escapeMarkup(body.heading)}</h1>${body.blocks.map(htmlBlock).join('')}</td></tr>${
    footer.length > 0
      ? `<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794">${footer.map(htmlBlock).join('')}</td></tr>`
      : ''
  }</table></td></tr></table></body></html>`;
  const text = [
    body.brand,
    '',
    body.heading,
    '',
    ...body.blocks.map(textBlock).flatMap((part) => [part, '']),
    ...(footer.length > 0 ? ['--', ...footer.map(textBlock)] : []),
  ]
    .join('\n')
    .trimEnd();
  return { html, text: `${text}\n` };
}
