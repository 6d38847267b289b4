import { createHash } from 'node:crypto';

/** The demo listings' photos, real and licensed (CREDITS.md beside them): stored as an admin's uploads are. */
export const DEMO_PHOTO_FOLDER = new URL('./photos/', import.meta.url);

/**
 * The photo id a demo photo is stored under: derived from its file name, so the seed can name `/photos/{id}` in
 * its events before the photo is stored, and every start finds the same photos. A photo's file is therefore never
 * changed under its name (browsers keep a photo's address forever): a new photo gets a new name.
 */
export const demoPhotoId = (file: string) =>
  createHash('sha256').update(`demo-photo/${file}`).digest('base64url').slice(0, 22);
