import { SITE_DESCRIPTION } from '../schemas/page-head-text.js';
import type { PropertyDto } from '../schemas/property.js';

/**
 * SPEC §1: fixed company strings and the fixed Bogotá coordinates. The name is not among them: it is the one brand the
 * admins configure (the footer's companyName, see brand-name.ts), so the header, the footer and the head agree.
 */
export const COMPANY = {
  // The same words the web's head uses for pages with no description of their own.
  description: SITE_DESCRIPTION,
  latitude: 4.711,
  longitude: -74.0721,
};

const OFFER_VALIDITY_DAYS = 30;

export function organization(origin: string, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name,
    description: COMPANY.description,
    url: origin,
    address: { '@type': 'PostalAddress', addressLocality: 'Bogotá', addressCountry: 'CO' },
    geo: { '@type': 'GeoCoordinates', latitude: COMPANY.latitude, longitude: COMPANY.longitude },
  };
}

/** Sold and rented are out of stock; sale and rent in stock (SPEC §1). */
const availability = (status: string) =>
  status === 'sold' || status === 'rented' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';

export function listing(property: PropertyDto, origin: string, now: Date) {
  const validUntil = new Date(now.getTime() + OFFER_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description.slice(0, 100),
    url: `${origin}/propiedad/${property.slug}`,
    datePosted: property.createdAt.slice(0, 10),
    ...(property.photos[0] ? { image: absolute(property.photos[0], origin) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: property.municipality?.name ?? '',
      addressCountry: 'CO',
    },
    // The point visitors are shown (the approximate one unless the admin chose exact): a crawler learns no more.
    ...(property.location
      ? {
          contentLocation: {
            '@type': 'Place',
            geo: { '@type': 'GeoCoordinates', latitude: property.location.lat, longitude: property.location.lng },
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'COP',
      availability: availability(property.status),
      priceValidUntil: validUntil,
      businessFunction:
        property.status === 'rent' || property.status === 'rented'
          ? 'https://purl.org/goodrelations/v1#LeaseOut'
          : 'https://purl.org/goodrelations/v1#Sell',
    },
  };
}

export function itemList(properties: PropertyDto[], origin: string, now: Date) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: properties
      .slice(0, 10)
      .map((property, index) => ({ '@type': 'ListItem', position: index + 1, item: listing(property, origin, now) })),
  };
}

export const absolute = (path: string, origin: string) => (path.startsWith('http') ? path : `${origin}${path}`);
