import { Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useProperties } from '../api/get-properties';
import { useCatalogueStore } from '../stores/catalogue-store';
import { propertiesQuery } from '../utils/properties-query';
import { EmptyState } from './EmptyState';
import { ListingGrid } from './ListingGrid';
import { ViewToggle } from './ViewToggle';

/** SPEC §2 catalogue: count line, grid, spinner, empty state, infinite scroll, end-of-list message. */
export function CatalogueList() {
  const filters = useCatalogueStore((state) => state.filters);
  const layout = useCatalogueStore((state) => state.layout);
  const { properties, total, hasMore, isLoading, loadMore } = useProperties(propertiesQuery(filters));
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && hasMore && !isLoading) void loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading, loadMore]);

  return (
    <>
      <Group justify="space-between" wrap="nowrap" mih={36}>
        <Text c="dimmed" aria-live="polite">{total > 0 ? `Mostrando ${properties.length} de ${total} propiedades` : ''}</Text>
        <ViewToggle />
      </Group>
      <ListingGrid listings={properties} layout={layout} />
      {!isLoading && properties.length === 0 && <EmptyState />}
      <div ref={sentinel} />
      {isLoading && <Center py="md"><Loader aria-label="Cargando propiedades" /></Center>}
      {!hasMore && properties.length > 0 && <Text ta="center" c="dimmed">Has visto todas las propiedades</Text>}
    </>
  );
}
