import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorSchema, errorResponses } from '../schemas/common.js';
import {
  DownloadedPhotoSchema,
  DownloadExternalInput,
  invalidPhotoFile,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_TOO_LARGE,
  PhotoParams,
  PhotoQuery,
  photoTooLarge,
  TOO_MANY_PHOTO_FILES,
  tooLargeReason,
  UploadedPhotoSchema,
  UploadedPhotosSchema,
  UploadTargetParams,
  UploadTargetQuery,
  UploadUrlSchema,
} from '../schemas/photo.js';
import { ExternalImageError, fetchExternalImage } from '../photos/fetch-external-image.js';
import {
  findPhoto,
  isPhotoId,
  isStored,
  newPhotoId,
  PHOTO_CACHE_CONTROL,
  photoPath,
  savePhoto,
} from '../photos/photo-library.js';
import { NotAnImageError, renderPhoto, ImageTooLargeError, type Rendition } from '../photos/photo-renditions.js';
import { checkUploadUrl, createUploadUrl } from '../photos/upload-url.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';

/** A refusal with its own status and Spanish message, answered as it is. */
class PhotoRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefusal';
  }
}

const NOT_AN_IMAGE = invalidPhotoFile('el archivo');
const UPLOAD_URL_INVALID = 'La dirección de subida no es válida. Pide una nueva.';
const UPLOAD_URL_EXPIRED = 'La dirección de subida expiró. Pide una nueva.';
const UPLOAD_URL_USED = 'Esta dirección de subida ya se usó. Pide una nueva para subir otra foto.';
const NO_PHOTOS = 'No llegó ninguna foto: envía los archivos en el campo photos (multipart/form-data).';
const NOT_MULTIPART = 'Envía las fotos como multipart/form-data, en el campo photos.';
const UNSUPPORTED_TYPE = 'Tipo de contenido no soportado: envía el archivo de la imagen tal cual.';
const PHOTO_NOT_FOUND = 'Foto no encontrada.';
/**
 * A redirect to the bucket's public copy is kept a day, not forever like the photo: the public address
 * (S3_PUBLIC_URL) may move to another bucket or a CDN, and then every browser follows within a day.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** The file name as the admin knows it, for the message; never more than a line of plain text. */
const displayName = (filename: string | undefined) =>
  (filename ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 120) || 'el archivo';

/** Fastify's and the multipart parser's own refusals, said with SPEC §5's words; anything else goes on to the app's handler. */
function answerPhotoErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof PhotoRefusal || error instanceof ExternalImageError)
    return reply.status(error.status).send({ message: error.message });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return reply.status(413).send({ message: PHOTO_TOO_LARGE });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return reply.status(400).send({ message: TOO_MANY_PHOTO_FILES });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.status(415).send({ message: UNSUPPORTED_TYPE });
    default:
      throw error;
  }
}

/** The renditions, or the route's own refusal: of what is no image, and of an image too large to decode. */
async function render(
  bytes: Buffer,
  notAnImage: () => Error,
  tooLarge: (width: number, height: number) => Error,
): Promise<Rendition[]> {
  try {
    return await renderPhoto(bytes);
  } catch (error) {
    if (error instanceof NotAnImageError) throw notAnImage();
    if (error instanceof ImageTooLargeError) throw tooLarge(error.width, error.height);
    throw error;
  }
}

/**
 * Photo uploads for listings (SPEC §7): a signed one-time upload address, a multipart upload of several files
 * and a copy of an external image. Every photo is checked by its content, re-encoded and stored in the blob
 * store; the answer is its public path, `/photos/{id}`, served by `photoFileRoutes`.
 */
export const photoRoutes: RoutePlugin = async (app, { deps, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerPhotoErrors);
  // Only in this plugin: nothing else in the API takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_UPLOAD, fields: 20, parts: MAX_PHOTOS_PER_UPLOAD + 20 },
  });

  api.post(
    '/objects/upload',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['fotos'],
        summary: 'Dirección firmada para subir una foto',
        description:
          'Devuelve una dirección relativa de un solo uso, válida 15 minutos. El archivo se envía después con PUT a esa dirección, con su tipo de contenido y sin sesión; la foto queda en /photos/{id}.',
        response: { 200: UploadUrlSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ uploadURL: createUploadUrl(deps.secretBox, newPhotoId(), clock()) }),
  );

  // Ids being written in this process: the second of two simultaneous PUTs to one address is refused too.
  const inFlight = new Set<string>();
  await app.register(async (uploads) => {
    // The raw file as a Buffer, for this route only (the rest of the API takes JSON), up to 10 MB.
    for (const type of [/^image\/[\w.+-]+$/, 'application/octet-stream'])
      uploads.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) =>
        done(null, body),
      );
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/objects/upload/:id',
      {
        bodyLimit: MAX_PHOTO_BYTES,
        config: { access: 'public' },
        // The signature is the authority, checked before 10 MB of body are read.
        onRequest: async (request) => {
          const { id } = request.params as { id: string };
          const { expires, signature } = request.query as Record<string, unknown>;
          const check = isPhotoId(id) ? checkUploadUrl(deps.secretBox, id, expires, signature, clock()) : 'invalid';
          if (check === 'invalid') throw new PhotoRefusal(403, UPLOAD_URL_INVALID);
          if (check === 'expired') throw new PhotoRefusal(403, UPLOAD_URL_EXPIRED);
          if (inFlight.has(id) || (await isStored(deps.blobs, id))) throw new PhotoRefusal(409, UPLOAD_URL_USED);
        },
        schema: {
          tags: ['fotos'],
          summary: 'Subir el archivo de una foto a su dirección firmada',
          description:
            'El cuerpo es el archivo tal cual (image/* o application/octet-stream, máximo 10 MB). Solo se aceptan imágenes reales (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF); se guardan sin metadatos (EXIF, GPS) en WebP de varios anchos. La dirección sirve una sola vez.',
          consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
          params: UploadTargetParams,
          querystring: UploadTargetQuery,
          response: { 201: UploadedPhotoSchema, ...errorResponses(400, 403, 409, 413) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (inFlight.has(id)) throw new PhotoRefusal(409, UPLOAD_URL_USED);
        inFlight.add(id);
        try {
          if (await isStored(deps.blobs, id)) throw new PhotoRefusal(409, UPLOAD_URL_USED);
          const body = request.body;
          if (!Buffer.isBuffer(body) || body.length === 0) throw new PhotoRefusal(400, NOT_AN_IMAGE);
          const renditions = await render(
            body,
            () => new PhotoRefusal(400, NOT_AN_IMAGE),
            (width, height) => new PhotoRefusal(400, photoTooLarge('el archivo', width, height)),
          );
          await savePhoto(deps.blobs, id, renditions);
        } finally {
          inFlight.delete(id);
        }
        return reply.status(201).send({ path: photoPath(id) });
      },
    );
  });

  api.post(
    '/photos/upload',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['fotos'],
        summary: 'Subir varias fotos (multipart)',
        description: `Formulario multipart/form-data con uno o más archivos en el campo photos (máximo ${MAX_PHOTOS_PER_UPLOAD}, de 10 MB cada uno). Se guardan todas o ninguna; la respuesta trae sus rutas públicas en el orden recibido.`,
        consumes: ['multipart/form-data'],
        response: { 201: UploadedPhotosSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new PhotoRefusal(400, NOT_MULTIPART);
      // Each file is checked and re-encoded as it arrives; nothing is stored until every one has passed.
      const photos: Rendition[][] = [];
      for await (const part of request.files()) {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'photos') continue;
        const name = displayName(part.filename);
        photos.push(
          await render(
            bytes,
            () => new PhotoRefusal(400, invalidPhotoFile(name)),
            (width, height) => new PhotoRefusal(400, photoTooLarge(name, width, height)),
          ),
        );
      }
      if (photos.length === 0) throw new PhotoRefusal(400, NO_PHOTOS);
      const paths: string[] = [];
      for (const renditions of photos) {
        const id = newPhotoId();
        await savePhoto(deps.blobs, id, renditions);
        paths.push(photoPath(id));
      }
      return reply.status(201).send({ paths });
    },
  );

  api.post(
    '/photos/download-external',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['fotos'],
        summary: 'Copiar una imagen externa',
        description:
          'Descarga la imagen de una URL http(s) pública (nunca direcciones de la red interna, tampoco tras una redirección; máximo 3 redirecciones, 10 MB y 10 segundos) y la guarda como las fotos subidas.',
        body: DownloadExternalInput,
        response: {
          201: DownloadedPhotoSchema,
          ...errorResponses(400, 401, 403, 413),
          422: ErrorSchema,
          504: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await fetchExternalImage(request.body.url, deps.photoDownloads);
      const renditions = await render(
        bytes,
        () => new ExternalImageError(422, 'el archivo no es una imagen válida.'),
        (width, height) => new ExternalImageError(400, `${tooLargeReason('la imagen', width, height)}.`),
      );
      const id = newPhotoId();
      await savePhoto(deps.blobs, id, renditions);
      return reply.status(201).send({ localPath: photoPath(id) });
    },
  );
};

/** `GET /photos/{id}`: at the site's root, not under /api, since listings name their photos by this path. */
export const photoFileRoutes: RoutePlugin = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/photos/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['fotos'],
        summary: 'Una foto subida, en WebP',
        description:
          'Responde image/webp con el menor ancho guardado que alcance `w` (o el mayor si ninguno alcanza); sin `w`, el mayor hasta 1280 px. Se puede guardar en caché para siempre (immutable), trae ETag y otros sitios pueden mostrarla (Cross-Origin-Resource-Policy: cross-origin), como los correos web que abren una alerta. Si las fotos están en un bucket público (S3_PUBLIC_URL), responde 302 hacia la copia de ese ancho en el bucket, que se puede guardar un día.',
        params: PhotoParams,
        querystring: PhotoQuery,
        response: { ...errorResponses(400, 404) },
      },
    },
    async (request, typedReply) => {
      const { id } = request.params;
      const wellFormed = isPhotoId(id);
      // A photo a listing names already but not stored yet (a demo photo in the first seconds after a first start) is
      // stored before the store is read: asking only once a read found nothing would still serve the few widths a
      // render under way had written so far, as immutable. Only a photo nobody stores answers 404.
      if (wellFormed) await deps.pendingPhotos?.ensure(id);
      const found = wellFormed ? await findPhoto(deps.blobs, id, request.query.w) : null;
      // Bytes or a redirect, not JSON: no response schema applies to them.
      const reply: FastifyReply = typedReply;
      const publicUrl = found && deps.blobs.publicUrl?.(found.key);
      // 302, not 307: only GET and HEAD come here, where the two mean the same, and every image fetcher
      // (old browsers, link-preview crawlers) follows a 302. Not 301/308: those would be cached beyond recall.
      if (publicUrl) return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(publicUrl, 302);
      const photo = found && (await deps.blobs.get(found.key));
      if (!found || !photo) return typedReply.status(404).send({ message: PHOTO_NOT_FOUND });
      const etag = `"${id}-${found.width}"`;
      // Not the site's same-origin: an alert mail's cover is drawn by webmail pages on other origins (and a browser
      // refuses a same-origin image there). A photo is public under an address nobody can guess anyway.
      reply
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(photo.bytes);
    },
  );
};
