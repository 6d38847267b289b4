import { SimpleGrid, Stack } from '@mantine/core';
import type { Listing } from '../api/get-properties';
import type { ViewLayout } from '../stores/catalogue-view';
import { PropertyCard } from './PropertyCard';

/** Cards in a responsive grid, or one per row in list view. */
export function ListingGrid({ listings, layout }: { listings: readonly Listing[]; layout: ViewLayout }) {
  const cards = listings.map((listing) => <PropertyCard key={listing.id} listing={listing} layout={layout} />);
  return layout === 'list' ? (
    <Stack gap="md">{cards}</Stack>
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards}
    </SimpleGrid>
  );
}
