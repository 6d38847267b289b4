import type { AlertMatch } from '../../projections/alert-matches/projection.js';
import type { CatalogueDocument } from '../../projections/catalogue-index/projection.js';
import { countOf, squareMetres } from '../../infra/spanish-text/wording.js';
import { propertySlug } from '../../services/domain/shared/slugify.js';
import type { MailContext } from '../outbox/composer.js';
import { mailPrice, type ListingCard } from '../outbox/layout.js';

const STATUS_WORDS: Record<string, string> = { sale: 'Venta', rent: 'Arriendo', sold: 'Vendida', rented: 'Arrendada' };

/**
 * The cover as a mail shows it: 640 px wide covers the card's 552 px, and a digest of ten stays light. Our photos
 * are served as WebP only (GET /photos/{id} has no JPEG): Gmail, Apple Mail and Outlook on the web and on phones
 * draw it; Outlook for Windows shows the alt text (the title) instead. An external address is used as it is.
 */
const COVER_WIDTH = 640;
function coverUrl(publicUrl: string, photo: string | undefined): string | null {
  if (!photo) return null;
  if (photo.startsWith('/photos/')) return `${publicUrl}${photo}?w=${COVER_WIDTH}`;
  return photo.startsWith('/') ? `${publicUrl}${photo}` : photo;
}

/** One listing of an alert mail as a card: what changed, cover, price, its facts and the link to its page. */
export function listingCard(context: MailContext, listing: CatalogueDocument, match: AlertMatch): ListingCard {
  const monthly = listing.status === 'rent';
  const drop = match.reason === 'price-drop';
  const rooms = [
    listing.bedrooms !== null ? countOf(listing.bedrooms, 'habitación', 'habitaciones') : null,
    listing.bathrooms !== null ? countOf(listing.bathrooms, 'baño', 'baños') : null,
    listing.area !== null ? squareMetres(listing.area) : null,
  ];
  const place = [listing.neighbourhood, listing.municipalityName].filter(Boolean).join(', ');
  const facts = [
    [listing.propertyTypeName, STATUS_WORDS[listing.status]],
    rooms,
    [place, listing.code ? `Código ${listing.code}` : null],
  ]
    .map((line) => line.filter(Boolean).join(' · '))
    .filter(Boolean);
  return {
    title: listing.title,
    href: `${context.publicUrl}/propiedad/${propertySlug(listing.title, listing.id)}`,
    photo: coverUrl(context.publicUrl, listing.photos[0]),
    label: drop ? 'Bajó de precio' : 'Nueva',
    // The price the listing matched at: a mail composed late says the drop it announces.
    price: mailPrice(drop ? match.price : listing.price, monthly),
    ...(drop && match.previousPrice !== null
      ? { priceNote: `Bajó de ${mailPrice(match.previousPrice, monthly)} a ${mailPrice(match.price, monthly)}` }
      : {}),
    facts,
  };
}
