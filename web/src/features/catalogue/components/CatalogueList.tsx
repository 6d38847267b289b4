import { Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFavourites } from '../../../lib/favourites';
import { useProperties } from '../api/get-properties';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { useCatalogueView } from '../stores/catalogue-view';
import { favouritesQuery, propertiesQuery } from '../utils/properties-query';
import { EmptyState } from './EmptyState';
import { FavouritesToggle } from './FavouritesToggle';
import { ListingGrid } from './ListingGrid';
import { LoadError } from './LoadError';
import { ViewToggle } from './ViewToggle';

/** SPEC §2 catalogue: count line, grid, spinner, empty state, infinite scroll, end-of-list message; or the favourites. A failed load says so, with a retry button. */
export function CatalogueList() {
  const { filters } = useCatalogueParams();
  const layout = useCatalogueView((state) => state.layout);
  const favouritesOnly = useCatalogueView((state) => state.favouritesOnly);
  const favourites = useFavourites((state) => state.ids);
  const { properties, total, hasMore, isLoading, error, loadMore, retry } = useProperties(favouritesOnly ? favouritesQuery(favourites, filters) : propertiesQuery(filters));
  const sentinel = useRef<HTMLDivElement>(null);

  // `loadMore` changes when loading more becomes possible (a page arrived, a retry succeeded): a sentinel
  // still in view then asks for the next page. It does nothing while a page is loading or has failed.
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore]);

  return (
    <>
      <Group justify="space-between" wrap="nowrap" mih={36}>
        <Text c="dimmed" aria-live="polite">{total > 0 ? `Mostrando ${properties.length} de ${total} propiedades` : ''}</Text>
        <Group gap="xs" wrap="nowrap">
          <FavouritesToggle />
          <ViewToggle />
        </Group>
      </Group>
      <ListingGrid listings={properties} layout={layout} />
      {!isLoading && !error && properties.length === 0 && (favouritesOnly && favourites.length === 0
        ? <EmptyState title="Aún no tienes favoritos" hint="Toca el corazón de una propiedad para guardarla aquí." />
        : <EmptyState />)}
      <div ref={sentinel} />
      {isLoading && <Center py="md"><Loader aria-label="Cargando propiedades" /></Center>}
      {error && <LoadError onRetry={retry} />}
      {!hasMore && properties.length > 0 && <Text ta="center" c="dimmed">Has visto todas las propiedades</Text>}
    </>
  );
}
