/** SPEC §9: how long each photo stays before the carousel moves on by itself. */
export const AUTO_ADVANCE_MS = 5000;

/**
 * A listing without photos shows this one stock image instead. SPEC §9 had six, which a visitor read as six photos of
 * the listing (a carousel with its «1/6» counter, all drawings): issue 39 §6 leaves one and no counter.
 */
export const PLACEHOLDER_PHOTOS: readonly string[] = ['/placeholders/1.svg'];

export const photosOrPlaceholders = (photos: readonly string[]): readonly string[] =>
  photos.length > 0 ? photos : PLACEHOLDER_PHOTOS;

/** Any step lands on a real photo: past the last comes the first, before the first comes the last. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** SPEC §4: only a carousel with more than one photo advances, and never while something holds it still. */
export const autoAdvanceDelay = (total: number, paused: boolean): number | null =>
  total > 1 && !paused ? AUTO_ADVANCE_MS : null;

/** How a carousel names what it shows: a listing's photos, or its floor plans (issue 39 §8), in lower case. */
export interface ImageWords {
  singular: string;
  plural: string;
}
export const PHOTO_WORDS: ImageWords = { singular: 'foto', plural: 'fotos' };
export const PLAN_WORDS: ImageWords = { singular: 'plano', plural: 'planos' };

/** "foto" → "Foto", for a word that starts a label. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
