import { MAX_PHOTOS } from './events.js';

/** Said by the decider and by the API's form validation alike. */
export const TITLE_REQUIRED = 'Título es requerido';
export const ADDRESS_REQUIRED = 'Dirección es requerida';
export const PROPERTY_TYPE_REQUIRED = 'Tipo de propiedad es requerido';
export const MUNICIPALITY_REQUIRED = 'Municipio es requerido';
export const PRICE_NOT_WHOLE_PESOS = 'El precio debe ser un valor entero en pesos';
export const PRICE_NOT_POSITIVE = 'El precio debe ser mayor que cero';
/** Also the AI search examples' and the catalogue filter's word for a status that is not one of PROPERTY_STATUSES. */
export const INVALID_STATUS = 'Estado inválido';
export const INVALID_ANTIQUITY = 'Antigüedad inválida';
export const INVALID_STRATUM = 'El estrato debe ser un número de 1 a 6';
/** Plans are images too: they count with the photos. */
export const TOO_MANY_PHOTOS = `Máximo ${MAX_PHOTOS} fotos por propiedad`;
export const PHOTO_AND_PLAN = 'Una imagen no puede ser foto y plano a la vez: márcala como plano o déjala como foto';
export const TOUR_URL_NOT_HTTPS = 'La URL del tour 360° debe comenzar con https://';
export const VIDEO_URL_NOT_SUPPORTED =
  'El video debe ser una dirección de YouTube o Vimeo, por ejemplo https://www.youtube.com/watch?v=… o https://vimeo.com/…';
export const LOCATION_OUTSIDE_COLOMBIA =
  'La ubicación debe estar en Colombia: latitud entre -4,3 y 13,6 y longitud entre -82 y -66,8 (grados decimales)';
/** Restoring asks for a delisted listing: a listed one has nothing to restore. */
export const PROPERTY_NOT_DELETED = 'La propiedad no está eliminada';

export const INVALID_PUBLICATION = 'Publicación inválida: borrador, publicada, pausada o programada';
export const NEW_LISTING_CANNOT_BE_PAUSED = 'Una propiedad nueva no puede estar pausada: guárdala como borrador';
export const DRAFT_CANNOT_BE_PAUSED = 'Un borrador no se puede pausar: aún no se ha publicado';
export const PUBLISHED_CANNOT_RETURN_TO_DRAFT = 'Una propiedad que ya se publicó no vuelve a borrador: páusela';
export const PUBLISHED_CANNOT_BE_SCHEDULED = 'La propiedad ya está publicada: páusela antes de programarla';
export const PUBLISH_AT_REQUIRED = 'Elige la fecha y la hora de publicación';
export const PUBLISH_AT_NOT_A_DATE = 'La fecha de publicación no es una fecha válida';
export const PUBLISH_AT_NOT_FUTURE = 'La fecha de publicación debe ser posterior a este momento';
export const PUBLISH_AT_ONLY_WHEN_SCHEDULED = 'La fecha de publicación solo se indica al programar la publicación';

/** An asesor changes only the listings assigned to them; the agency's others are theirs to read. */
export const NOT_YOUR_LISTING =
  'Esta propiedad no está asignada a ti: solo su asesor o un administrador pueden cambiarla.';
/** Who answers for a listing (and so gets its leads) is for an admin to decide. */
export const ASSIGNED_BY_ADMIN = 'Solo un administrador puede asignar la propiedad a un asesor.';
