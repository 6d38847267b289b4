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
  | { kind: 'listings'; items: ReadonlyArray<{ title: string; detail: string; href: string }> };

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
