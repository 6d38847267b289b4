import { LOCAL_PHOTO_PATH, MAX_PHOTO_BYTES } from '../../../lib/api-contract';

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

/**
 * SPEC §5: a photo URL is a stored photo's path (added as it is) or an http(s) address (copied by the server);
 * anything else is refused with URL inválida before anything is sent.
 */
export function photoUrlKind(value: string): 'stored' | 'external' | 'invalid' {
  const text = value.trim();
  if (LOCAL_PHOTO_PATH.test(text)) return 'stored';
  if (!URL.canParse(text)) return 'invalid';
  return ['http:', 'https:'].includes(new URL(text).protocol) ? 'external' : 'invalid';
}

/**
 * SPEC §8 once a batch of uploads ends: Fotos subidas exitosamente, or, when a file of several failed, Error al
 * subir fotos with which ones and why: one toast at a time, so it replaces the per-file ones said along the way.
 * A single file's failure was said by its own toast (Error al subir {file}), so nothing is added then.
 */
export function uploadOutcome(
  sent: number,
  added: number,
  failed: ReadonlyArray<{ name: string; reason: string }>,
): { title: string; message: string; variant: 'default' | 'destructive' } | null {
  const arrived = added === 1 ? 'Se agregó 1 foto.' : `Se agregaron ${added} fotos.`;
  if (failed.length === 0)
    return added === 0 ? null : { title: 'Fotos subidas exitosamente', message: arrived, variant: 'default' };
  if (sent === 1) return null;
  const last = failed.at(-1)?.reason ?? '';
  const which = `No se pudo subir ${failed.map((file) => file.name).join(', ')}: ${last}`;
  return {
    title: 'Error al subir fotos',
    message: added === 0 ? which : `${arrived} ${which}`,
    variant: 'destructive',
  };
}
