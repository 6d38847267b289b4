import { pesos } from '../../../infra/spanish-text/wording.js';
import sharp, { type Sharp } from 'sharp';
import type { PropertyDto } from '../schemas/property.js';
import { escapeMarkup } from '../../../infra/markup/escape-markup.js';

/** The size Facebook, WhatsApp and X show a large link preview at (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
/** Where a listing's share image is served (routes/share-image.ts); og:image on its page points here. */
export const shareImagePath = (id: string, version: number) =>
  `/api/properties/${encodeURIComponent(id)}/share-image?v=${version}`;

/** WhatsApp drops previews whose image is larger than about 300 KB. */
const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

const STATUS_WORD: Record<string, string> = { sale: 'Venta', rent: 'Alquiler', sold: 'Vendido', rented: 'Alquilado' };
const COUNT = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/*
 * Text is drawn by librsvg (inside sharp) with the machine's fonts: DejaVu Sans or Liberation Sans where installed
 * (the Dockerfile installs fonts-dejavu-core), any sans-serif otherwise.
 */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** A price as the site writes it: es-CO pesos, monthly for rentals. */
const priceText = (property: PropertyDto) => {
  const amount = pesos(Number(property.price)).replace(/\s/g, ' ');
  return property.status === 'rent' || property.status === 'rented' ? `${amount}/mes` : amount;
};

/**
 * Splits `text` into at most `maxLines` lines of about `perLine` characters, at spaces, the last one ending in "…"
 * when the text does not fit. Character counts stand in for measured widths: the fonts are wide-set sans serifs.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1).trimEnd() : last}…`;
  return kept;
}

const facts = (property: PropertyDto) =>
  [
    property.municipality?.name,
    property.propertyType?.name,
    property.bedrooms !== null ? `${property.bedrooms} hab` : null,
    property.bathrooms !== null ? `${property.bathrooms} ${property.bathrooms === 1 ? 'baño' : 'baños'}` : null,
    property.area !== null ? `${COUNT.format(Number(property.area))} m²` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const text = (x: number, y: number, size: number, weight: number, fill: string, content: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeMarkup(content)}</text>`;

/** A listing without photos: its facts on the portal's green, as a card a chat preview can read. */
function factsCard(property: PropertyDto): string {
  const { width, height } = SHARE_IMAGE;
  const title = wrapText(property.title, 30, 3);
  const status = STATUS_WORD[property.status] ?? property.status;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ca678"/><stop offset="1" stop-color="#087f5b"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="72" y="72" width="${status.length * 24 + 48}" height="56" rx="28" fill="#ffffff" fill-opacity="0.18"/>
  ${text(96, 111, 30, 700, '#ffffff', status.toUpperCase())}
  ${title.map((line, index) => text(72, 220 + index * 68, 56, 700, '#ffffff', line)).join('\n  ')}
  ${text(72, 520, 64, 800, '#ffffff', priceText(property))}
  ${text(72, 578, 32, 400, '#e6fcf5', facts(property))}
</svg>`;
}

/** Over a photo: a dark band at the bottom with the price and the place, readable on any picture. */
function photoBand(property: PropertyDto): string {
  const { width, height } = SHARE_IMAGE;
  const [title = ''] = wrapText(property.title, 40, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient></defs>
  <rect y="${height - 260}" width="${width}" height="260" fill="url(#g)"/>
  ${text(56, height - 130, 44, 700, '#ffffff', title)}
  ${text(56, height - 60, 56, 800, '#ffffff', priceText(property))}
  ${text(width - 56, height - 64, 30, 400, '#f1f3f5', property.municipality?.name ?? '', 'end')}
</svg>`;
}

/** The last resort: no text the listing's author wrote (only its status word and price), so it always draws. */
function plainCard(property: PropertyDto): string {
  const { width, height } = SHARE_IMAGE;
  const status = STATUS_WORD[property.status] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#0ca678"/>
  ${text(72, 260, 56, 700, '#ffffff', status.toUpperCase())}
  ${text(72, 400, 72, 800, '#ffffff', priceText(property))}
</svg>`;
}

/** A JPEG, re-encoded at lower quality until it is within 300 KB. */
async function encodeWithinLimit(flat: Buffer): Promise<Buffer> {
  const encode = (quality: number) => sharp(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
  let quality = 82;
  let jpeg = await encode(quality);
  // A busy photo can exceed the limit at the first quality; 46 still looks right at preview size.
  while (jpeg.byteLength > MAX_SHARE_IMAGE_BYTES && quality > 46) {
    quality -= 12;
    jpeg = await encode(quality);
  }
  return jpeg;
}

/**
 * The listing's link-preview image: its cover photo (cropped to 1200×630, its middle kept) with the price, or,
 * without a photo, a card of its facts. A link preview is never worth a 500: when a drawing fails (a cover that
 * does not decode, a title stored before noncharacters were dropped, which librsvg's XML parser refuses), the
 * next simpler one is drawn, down to a card without the listing's text; `onFallback` hears why.
 */
export async function renderShareImage(
  property: PropertyDto,
  cover: Buffer | null,
  onFallback: (error: unknown) => void = () => undefined,
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const draw = async (image: Sharp) => encodeWithinLimit(await image.flatten({ background: '#ffffff' }).toBuffer());
  const richer = [
    ...(cover
      ? [
          () =>
            sharp(cover, { failOn: 'error' })
              .resize({ width, height, fit: 'cover', position: 'attention' })
              .composite([{ input: Buffer.from(photoBand(property)) }]),
        ]
      : []),
    () => sharp(Buffer.from(factsCard(property))),
  ];
  for (const image of richer) {
    try {
      return await draw(image());
    } catch (error) {
      onFallback(error);
    }
  }
  return draw(sharp(Buffer.from(plainCard(property))));
}
