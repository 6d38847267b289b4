import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_MEGAPIXELS, MAX_PHOTO_SIDE, PHOTO_WIDTHS } from '../schemas/photo.js';

/** What the content says it is, never the file name or the declared type (SPEC §5: only images). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/*
 * Process-wide, for every image this API draws: one libvips thread per image, so decoding an upload never
 * takes both cores from the requests around it, and no operation cache, which kept the decoded pixels of
 * past uploads (hundreds of MB after one huge photo) for nothing: an upload is never decoded twice.
 */
sharp.concurrency(1);
sharp.cache(false);

export class NotAnImageError extends Error {
  constructor() {
    super('Not an image');
    this.name = 'NotAnImageError';
  }
}

/**
 * An image with a side over MAX_PHOTO_SIDE or more than MAX_PHOTO_MEGAPIXELS in all; found from its header, before
 * decoding.
 */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`Image too large: ${width} × ${height}`);
    this.name = 'ImageTooLargeError';
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

/** One photo decoded at a time in this process: ten uploads at once must not hold ten decoded originals. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The WebP copies of an uploaded image: turned upright by its EXIF orientation, with every metadata block
 * (EXIF, GPS, XMP, IPTC, comments) left out — a phone's photo carries where it was taken — and re-encoded,
 * so what we serve is what we produced, never the uploaded bytes. Throws NotAnImageError for anything that
 * is not a picture in an accepted format or does not decode, ImageTooLargeError for one too large to decode.
 */
export const renderPhoto = (input: Buffer): Promise<Rendition[]> => oneAtATime(() => render(input));

async function render(input: Buffer): Promise<Rendition[]> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new NotAnImageError();
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  if (!ACCEPTED_FORMATS.has(metadata.format) || !width) throw new NotAnImageError();
  // The header says the size: a bomb, or a line of pixels millions long, is refused before a single one is decoded.
  const { width: wide, height: high } = metadata;
  if (Math.max(wide, high) > MAX_PHOTO_SIDE || wide * high > MAX_PIXELS) throw new ImageTooLargeError(wide, high);
  const widths = renditionWidths(width);
  try {
    // The original is decoded once, to the widest stored width; the narrower ones are made from those pixels.
    // `failOn: 'error'`: a slightly damaged JPEG still shows in every browser, so it is accepted; garbage is not.
    const widest = await sharp(input, { failOn: 'error', autoOrient: true, limitInputPixels: MAX_PIXELS })
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: rawWidth, height, channels } = widest.info;
    const renditions: Rendition[] = [];
    for (const target of widths) {
      const { data, info } = await sharp(widest.data, { raw: { width: rawWidth, height, channels } })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: info.width, bytes: data });
    }
    return renditions;
  } catch {
    throw new NotAnImageError();
  }
}
