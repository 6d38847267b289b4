import { useMounted } from '@mantine/hooks';
import { useEffect } from 'react';
import { useListingsById } from '../api/listings-by-id';
import { useRecentlyViewed } from '../lib/recently-viewed';
import { ListingRow } from './ListingRow';

/**
 * "Vistos recientemente": the listings this visitor opened, newest first, on the catalogue and the property page
 * (`exclude` leaves out the one being shown). Listings since removed drop out of the list silently.
 */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  // The list lives in this browser only: the server's render and the first render after it show nothing.
  const mounted = useMounted();
  const ids = useRecentlyViewed((state) => state.ids);
  const keepOnly = useRecentlyViewed((state) => state.keepOnly);
  const listings = useListingsById(mounted ? ids : []);

  useEffect(() => {
    if (listings) keepOnly(listings.map((listing) => listing.id));
  }, [listings, keepOnly]);

  const shown = (listings ?? []).filter((listing) => listing.id !== exclude);
  return <ListingRow title="Vistos recientemente" listings={shown} layout="compact" />;
}
