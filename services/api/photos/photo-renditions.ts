import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '../schemas/photo.js';

/** What the content says it is, never the file name or the declared type (SPEC §5: only images). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class NotAnImageError extends Error {
  constructor() {
    super('Not an image');
    this.name = 'NotAnImageError';
  }
}

export interface Rendition {
  width: number;
  bytes: Buffer;
}

/** The stored widths for an original `width` px wide: never wider than it, and always at least one. */
function renditionWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * The WebP copies of an uploaded image: turned upright by its EXIF orientation, with every metadata block
 * (EXIF, GPS, XMP, IPTC, comments) left out — a phone's photo carries where it was taken — and re-encoded,
 * so what we serve is what we produced, never the uploaded bytes. Throws NotAnImageError for anything that
 * is not a picture in an accepted format or does not decode.
 */
export async function renderPhoto(input: Buffer): Promise<Rendition[]> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new NotAnImageError();
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  if (!ACCEPTED_FORMATS.has(metadata.format) || !width) throw new NotAnImageError();
  // `failOn: 'error'`: a slightly damaged JPEG still shows in every browser, so it is accepted; garbage is not.
  const upright = sharp(input, { failOn: 'error', autoOrient: true });
  try {
    return await Promise.all(
      renditionWidths(width).map(async (target) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, bytes: data };
      }),
    );
  } catch {
    throw new NotAnImageError();
  }
}
