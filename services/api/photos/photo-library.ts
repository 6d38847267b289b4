import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../../../infra/ports/blob-store.js';
import { PHOTO_ID } from '../../../projections/photo-references/projection.js';
import { DEFAULT_PHOTO_WIDTH } from '../schemas/photo.js';
import type { Rendition } from './photo-renditions.js';

/**
 * Where photos live in the blob store: `photos/{id}/{width}.webp`, one blob per stored width. The public
 * address of a photo is `/photos/{id}`; the width is chosen per request (`?w=`).
 */
export const PHOTOS_PREFIX = 'photos/';
const folderOf = (id: string) => `${PHOTOS_PREFIX}${id}/`;
const keyOf = (id: string, width: number) => `${folderOf(id)}${width}.webp`;
const WIDTH_IN_KEY = /\/(\d+)\.webp$/;

/** 128 random bits, URL-safe: an address nobody can guess before it is published. */
export const newPhotoId = () => randomBytes(16).toString('base64url');
export const isPhotoId = (value: string) => PHOTO_ID.test(value);
export const photoPath = (id: string) => `/photos/${id}`;
/** Photos never change under an address: a new upload gets a new id. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The photo a blob key belongs to, or null for a key outside `photos/{id}/`. */
export const photoIdOfKey = (key: string): string | null => /^photos\/([^/]+)\//.exec(key)?.[1] ?? null;

export async function isStored(blobs: BlobStore, id: string): Promise<boolean> {
  return (await blobs.list(folderOf(id))).length > 0;
}

export async function savePhoto(blobs: BlobStore, id: string, renditions: readonly Rendition[]): Promise<void> {
  for (const { width, bytes } of renditions) await blobs.put(keyOf(id, width), bytes, 'image/webp');
}

/** Widths ascending. Asked for `wanted`: the narrowest that covers it, else the widest; else a page-sized default. */
function chooseWidth(stored: readonly number[], wanted: number | undefined): number | undefined {
  if (wanted === undefined) return stored.findLast((width) => width <= DEFAULT_PHOTO_WIDTH) ?? stored[0];
  return stored.find((width) => width >= wanted) ?? stored.at(-1);
}

/** The stored rendition `GET /photos/{id}?w=` answers with, or null when the photo has none. */
export async function findPhoto(
  blobs: BlobStore,
  id: string,
  wanted: number | undefined,
): Promise<{ width: number; key: string } | null> {
  const stored = (await blobs.list(folderOf(id)))
    .map((blob) => Number(WIDTH_IN_KEY.exec(blob.key)?.[1]))
    .filter((width) => width > 0)
    .sort((a, b) => a - b);
  const width = chooseWidth(stored, wanted);
  return width === undefined ? null : { width, key: keyOf(id, width) };
}

export async function readPhoto(
  blobs: BlobStore,
  id: string,
  wanted: number | undefined,
): Promise<{ width: number; bytes: Buffer } | null> {
  const found = await findPhoto(blobs, id, wanted);
  const blob = found && (await blobs.get(found.key));
  return found && blob ? { width: found.width, bytes: blob.bytes } : null;
}
