import { DownloadedPhotoSchema, PropertySchema, UploadedPhotoSchema, UploadUrlSchema } from '../../../lib/api-contract';
import { mutate } from 'swr';
import { HttpError, postJson, putJson } from '../../../lib/fetch-json';
import { propertyUrl } from './save-property';

/** SPEC §7: a short-lived, single-use address to send one file to. */
export const requestUploadUrl = async () =>
  (await postJson('/api/objects/upload', undefined, UploadUrlSchema)).uploadURL;

/**
 * Sends the file itself to its signed address with its content type, reporting progress (fetch cannot report an
 * upload's progress; XMLHttpRequest can). Resolves to the photo's public path, `/photos/{id}`.
 */
export function sendPhotoFile(uploadUrl: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadUrl);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new Error('Se perdió la conexión.'));
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new HttpError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve(UploadedPhotoSchema.parse(JSON.parse(request.responseText)).path);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.send(file);
  });
}

/** The server copies an image found elsewhere on the web, so the listing never depends on that site. */
export const downloadExternalPhoto = async (url: string) =>
  (await postJson('/api/photos/download-external', { url }, DownloadedPhotoSchema)).localPath;

/**
 * SPEC §7: saves the ordered photos of a listing on their own, and its plans beside them; `version` guards against
 * overwriting another save. The saved listing replaces the cached one, so the editor opened again starts from it.
 */
export async function savePropertyPhotos(
  propertyId: string,
  { photos, plans }: { photos: string[]; plans: string[] },
  version: number,
) {
  const body = { photoURLs: photos, planURLs: plans, version };
  const saved = await putJson(`${propertyUrl(propertyId)}/photos`, body, PropertySchema);
  await mutate(propertyUrl(propertyId), saved, { revalidate: false });
  return saved;
}
