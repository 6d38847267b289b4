import { MAX_PHOTO_BYTES } from '../../../lib/api-contract';

export interface PhotoFileProblem {
  title: string;
  message: string;
}

/**
 * SPEC §5's checks before anything is sent: at most the free slots at once, only images, at most 10 MB each. The
 * server checks the content again (a renamed file is still refused there); this saves the admin the wait.
 */
export function checkPhotoFiles<T extends { name: string; type: string; size: number }>(
  files: readonly T[],
  freeSlots: number,
): { accepted: T[]; problems: PhotoFileProblem[] } {
  if (files.length > freeSlots)
    return {
      accepted: [],
      problems: [{ title: 'Demasiados archivos', message: `Máximo ${freeSlots} archivos permitidos` }],
    };
  const accepted: T[] = [];
  const problems: PhotoFileProblem[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/'))
      problems.push({ title: 'Archivo inválido', message: `${file.name} no es una imagen válida` });
    else if (file.size > MAX_PHOTO_BYTES)
      problems.push({ title: 'Archivo muy grande', message: `${file.name} pesa más de 10 MB` });
    else accepted.push(file);
  }
  return { accepted, problems };
}
