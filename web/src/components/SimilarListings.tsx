import { useSimilarProperties } from '../api/similar-properties';
import { ListingRow } from './ListingRow';

/** "Propiedades similares" under a listing (its page and the detail dialog); hidden when there are none. */
export function SimilarListings({ propertyId }: { propertyId: string }) {
  return <ListingRow title="Propiedades similares" listings={useSimilarProperties(propertyId)} />;
}
