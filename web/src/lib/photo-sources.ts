import { PHOTO_WIDTHS } from './api-contract';

/**
 * The `src` and `srcSet` of a listing photo. Our own photos (`/photos/{id}`) are stored at several widths, so the
 * browser picks the one its layout and screen need (a phone never downloads a 1920-px photo); an external URL is
 * used as it is.
 */
export function photoSources(url: string, fallbackWidth = 640): { src: string; srcSet?: string } {
  if (!url.startsWith('/photos/') || url.includes('?')) return { src: url };
  return {
    src: `${url}?w=${fallbackWidth}`,
    srcSet: PHOTO_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
  };
}
