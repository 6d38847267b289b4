import { validationError, type FieldError } from '../../domain/shared/errors.js';
import { INVALID_URL } from '../../domain/shared/messages.js';
import type { BlobStore } from '../../../infra/ports/blob-store.js';
import { isPhotoId, isStored } from './photo-library.js';

const LOCAL_PREFIX = '/photos/';

/**
 * A listing's photos are requested by every visitor's browser, with the visitor's cookies when they are on
 * this site: a local path is accepted only when it names a photo the store holds, so a listing can never
 * make its viewers call an API route (`/photos/../api/logout` signed every viewer out). The schema already
 * refused what is neither such a path nor an http(s) URL; `field` is the body field, for the form's message.
 */
export async function assertPhotosStored(
  blobs: BlobStore,
  photos: readonly string[] | undefined,
  field: string,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [index, photo] of (photos ?? []).entries()) {
    if (!photo.startsWith(LOCAL_PREFIX)) continue;
    const id = photo.slice(LOCAL_PREFIX.length);
    // The id's shape first: the store refuses a key it could not hold, by throwing.
    if (!isPhotoId(id) || !(await isStored(blobs, id)))
      errors.push({ path: `${field}.${index}`, message: INVALID_URL });
  }
  if (errors.length > 0) throw validationError(INVALID_URL, errors);
}
