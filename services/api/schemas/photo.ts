import { z } from 'zod';
import { MAX_PHOTOS } from '../../domain/property/events.js';
import { text } from './common.js';

/**
 * The widths (px) every uploaded photo is stored at, never wider than the original (a smaller original is
 * stored once, at its own width). `GET /photos/{id}?w=N` answers the narrowest stored width of at least N, so a
 * `srcset` is `PHOTO_WIDTHS.map((w) => `${path}?w=${w} ${w}w`)`.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Without `?w=`: the widest stored width up to this one. */
export const DEFAULT_PHOTO_WIDTH = 1280;
/** SPEC §9: at most 10 MB (10485760 bytes) per photo. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Decoded pixels per photo: a 731 KiB PNG of 16000×16000 took 6–8 s of CPU and half a GiB to decode. 50 MP is
 * more than any phone or camera a listing's photos come from (8000 × 6000 is 48 MP).
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
/**
 * Pixels on either side, within the total above: a 50,000,000 × 1 PNG of 146 KB is 50 MP and cost 1.3 GiB to
 * resize, a 1 × 50,000,000 one a minute of decoding. A phone's panorama is at most about 16,000 px wide.
 */
export const MAX_PHOTO_SIDE = 16_000;
/** Files in one `POST /api/photos/upload`: a listing holds at most this many photos anyway. */
export const MAX_PHOTOS_PER_UPLOAD = MAX_PHOTOS;

/** SPEC §5's messages, the same words the admin form shows. */
export const PHOTO_TOO_LARGE = 'Archivo muy grande';
export const TOO_MANY_PHOTO_FILES = `Demasiados archivos: Máximo ${MAX_PHOTOS_PER_UPLOAD} archivos permitidos`;
export const invalidPhotoFile = (file: string) => `Archivo inválido: ${file} no es una imagen válida`;
const pixels = (count: number) => count.toLocaleString('es-CO');
/**
 * Why an image `width` × `height` px is refused: a side too long, else too many megapixels (rounded up, so a photo
 * just over the limit never reads as "50, the maximum is 50").
 */
export const tooLargeReason = (file: string, width: number, height: number) =>
  Math.max(width, height) > MAX_PHOTO_SIDE
    ? `${file} mide ${pixels(width)} × ${pixels(height)} píxeles y el máximo es ${pixels(MAX_PHOTO_SIDE)} por lado`
    : `${file} tiene ${Math.ceil((width * height) / 1_000_000)} megapíxeles y el máximo es ${MAX_PHOTO_MEGAPIXELS} (por ejemplo, 8000 × 6000 píxeles)`;
export const photoTooLarge = (file: string, width: number, height: number) =>
  `Imagen demasiado grande: ${tooLargeReason(file, width, height)}`;
/** SPEC §8's fallback text: every refusal of `download-external` starts with it. */
export const EXTERNAL_IMAGE_FAILED = 'No se pudo descargar la imagen externa';

export const UploadUrlSchema = z.object({
  uploadURL: z
    .string()
    .describe('Dirección relativa (mismo origen) a la que se envía el archivo con PUT; vale 15 minutos y una sola vez'),
});

export const UploadTargetParams = z.object({ id: z.string().max(100) });
export const UploadTargetQuery = z.object({
  expires: z.string().max(20).optional().describe('Instante de expiración (milisegundos desde 1970)'),
  signature: z.string().max(200).optional().describe('Firma HMAC-SHA256 de la dirección'),
});

export const UploadedPhotoSchema = z.object({
  path: z.string().describe('Ruta pública de la foto (/photos/{id}), lista para la lista de fotos de una propiedad'),
});
export const UploadedPhotosSchema = z.object({ paths: z.array(z.string()) });

export const PhotoParams = z.object({ id: z.string().max(100) });
const WIDTH_MESSAGE = 'El ancho debe ser un número entero entre 1 y 10000';
export const PhotoQuery = z.object({
  w: z.coerce
    .number({ error: WIDTH_MESSAGE })
    .int(WIDTH_MESSAGE)
    .min(1, WIDTH_MESSAGE)
    .max(10_000, WIDTH_MESSAGE)
    .optional()
    .describe(`Ancho deseado en píxeles; se sirve el menor ancho guardado que lo alcance (${PHOTO_WIDTHS.join(', ')})`),
});

const URL_MESSAGE = `${EXTERNAL_IMAGE_FAILED}: la URL no es válida.`;
export const DownloadExternalInput = z.object({
  url: text({ error: URL_MESSAGE }).min(1, URL_MESSAGE).max(2_048, URL_MESSAGE),
});
export const DownloadedPhotoSchema = z.object({
  localPath: z.string().describe('Ruta pública de la copia local (/photos/{id})'),
});
