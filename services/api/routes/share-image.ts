import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PROPERTY_NOT_FOUND } from '../../domain/property/decider.js';
import { isPublished, type PropertyDocument } from '../../../projections/properties/projection.js';
import { isPhotoId, readPhoto } from '../photos/photo-library.js';
import { masterDataNames } from '../queries/master-data-names.js';
import { propertyDocumentToDto } from '../queries/property-dto.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { ShareImageQuery } from '../schemas/share-image.js';
import { renderShareImage, SHARE_IMAGE } from '../share-image/render-share-image.js';

/** Bumped when the drawing changes, so caches holding the old picture under the same listing version let it go. */
const DESIGN = 1;
/** A day: the page names the image with the listing's version, so a revision is a new address anyway. */
const CACHE_CONTROL = 'public, max-age=86400';
/** The cover, wide enough for a 1200-px image. */
const COVER_WIDTH = 1280;

/**
 * The image WhatsApp, Facebook and X show when a listing's address is shared (issue 12). Drawn once per listing
 * version (about 50 ms) and kept in memory, at most 16 MB of them (each is ≤ 300 KB).
 */
export const shareImageRoutes: RoutePlugin = async (app, { deps }) => {
  const rendered = new LRUCache<string, Buffer>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (bytes) => bytes.length,
  });

  /** Our own cover photo; an external address is not fetched for a preview (slow, and another site's to serve). */
  const coverOf = async (photo: string | undefined) => {
    const id = photo?.startsWith('/photos/') ? photo.slice('/photos/'.length) : null;
    return id && isPhotoId(id) ? ((await readPhoto(deps.blobs, id, COVER_WIDTH))?.bytes ?? null) : null;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/properties/:id/share-image',
    {
      config: { access: 'public' },
      schema: {
        tags: ['propiedades'],
        summary: 'Imagen para compartir una propiedad',
        description: `JPEG de ${SHARE_IMAGE.width}×${SHARE_IMAGE.height} (máximo 300 KB) para las vistas previas de WhatsApp, Facebook y X: la foto de portada con el precio o, sin fotos, una tarjeta con sus datos. Con ETag y caché de un día.`,
        params: IdParams,
        querystring: ShareImageQuery,
        produces: ['image/jpeg'],
        response: { ...errorResponses(400, 404) },
      },
    },
    async (request, typedReply) => {
      const doc = await (await deps.readModels.collection<PropertyDocument>('properties')).get(request.params.id);
      // Shared links are for published listings: the image of a draft is not drawn, for anyone (crawlers hold no session).
      if (!doc || !isPublished(doc)) return typedReply.status(404).send({ message: PROPERTY_NOT_FOUND });
      // Bytes, not JSON: no response schema applies to them.
      const reply: FastifyReply = typedReply;
      const etag = `"share-${DESIGN}-${doc.id}-${doc.version}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let bytes = rendered.get(etag);
      if (!bytes) {
        const property = await propertyDocumentToDto(doc, await masterDataNames(deps.readModels));
        bytes = await renderShareImage(property, await coverOf(property.photos[0]), (error) =>
          request.log.warn({ err: error, propertyId: doc.id }, 'share image drawing failed; drew a simpler one'),
        );
        rendered.set(etag, bytes);
      }
      return reply.type(SHARE_IMAGE.type).send(bytes);
    },
  );
};
