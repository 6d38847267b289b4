import { Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useProperties } from '../api/get-properties';
import { PropertyCard } from './PropertyCard';

/** SPEC §2 catalogue: count line, grid, spinner, empty state, infinite scroll, end-of-list message. */
export function CataloguePage() {
  const { properties, total, hasMore, isLoading, loadMore } = useProperties({});
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
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">Propiedades en venta y arriendo</Title>
        {total > 0 && <Text c="dimmed">Mostrando {properties.length} de {total} propiedades</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {properties.map((listing) => <PropertyCard key={listing.id} listing={listing} />)}
        </SimpleGrid>
        {!isLoading && properties.length === 0 && (
          <Center py="xl">
            <Stack align="center" gap={4}>
              <Text fw={600}>No se encontraron propiedades</Text>
              <Text c="dimmed">Intenta ajustar tus filtros de búsqueda</Text>
            </Stack>
          </Center>
        )}
        <div ref={sentinel} />
        {isLoading && <Center py="md"><Loader aria-label="Cargando propiedades" /></Center>}
        {!hasMore && properties.length > 0 && <Text ta="center" c="dimmed">Has visto todas las propiedades</Text>}
      </Stack>
    </Container>
  );
}
