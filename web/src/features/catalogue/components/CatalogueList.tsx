import { Box, Button, Center, Flex, Group, Loader, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { useFavourites } from '../../../lib/favourites';
import { useProperties } from '../api/get-properties';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { useCatalogueView } from '../stores/catalogue-view';
import { activeFilterCount } from '../utils/filter-transitions';
import { clearFilters } from '../utils/more-filters';
import { favouritesQuery, pointsQuery, propertiesQuery } from '../utils/properties-query';
import { EmptyState } from './EmptyState';
import { FavouritesToggle } from './FavouritesToggle';
import { ListingGrid } from './ListingGrid';
import { MapSwitchButton, ViewToggle } from './ViewToggle';
import { ZoneChip } from './ZoneChip';
import { MAP_VIEW_HEIGHT, MAP_VIEW_MIN_HEIGHT } from '../utils/map-view-height';
import { RetryAlert } from '../../../components/RetryAlert';
import { CreateAlertButton } from '../../../components/alerts/CreateAlertButton';
import { catalogueAlertFilters } from '../utils/alert-search';
import { CatalogueAlertChips } from './AlertChips';

// The map view, its points and the map's own chunk: downloaded only by those who open it.
const CatalogueMapView = lazy(async () => ({ default: (await import('./CatalogueMapView')).CatalogueMapView }));

/**
 * SPEC §2 catalogue: count line, grid, spinner, empty state, infinite scroll, end-of-list message; or the
 * favourites. A failed load says so, with a retry button. In the map view (issue 28) the map takes the grid's place
 * on a phone, and stands beside the list on a wide screen.
 */
export function CatalogueList() {
  const { filters, view, updateFilters } = useCatalogueParams();
  const onMap = view === 'mapa';
  const layout = useCatalogueView((state) => state.layout);
  const favouritesOnly = useCatalogueView((state) => state.favouritesOnly);
  const setFavouritesOnly = useCatalogueView((state) => state.setFavouritesOnly);
  const favourites = useFavourites((state) => state.ids);
  const listQuery = favouritesOnly ? favouritesQuery(favourites, filters) : propertiesQuery(filters);
  const { properties, total, hasMore, isLoading, error, loadMore, retry } = useProperties(listQuery);
  // An alert needs something to look for: offered once a filter or a text search is chosen.
  const alertFilters = catalogueAlertFilters(filters);
  const offerAlert = !favouritesOnly && Object.keys(alertFilters).length > 0;
  const { ref: sentinel, inViewport } = useInViewport<HTMLDivElement>();
  const askForMore = useEffectEvent(loadMore);

  // The sentinel asks for the next page when it comes into view. It is a new element whenever the list grows
  // (a page arrived, a retry succeeded), so it is observed afresh: one still in view then asks again, and one
  // that the new listings pushed down does not act on what was seen before they arrived. `loadMore` itself does
  // nothing while a page is loading or has failed.
  useEffect(() => {
    if (inViewport) askForMore();
  }, [inViewport]);

  const listBody = (
    <Stack gap="md">
      <ListingGrid listings={properties} layout={onMap ? 'list' : layout} />
      {!isLoading &&
        !error &&
        properties.length === 0 &&
        (favouritesOnly && favourites.length === 0 ? (
          <EmptyState
            title="Aún no tienes favoritos"
            hint="Toca el corazón de una propiedad para guardarla aquí."
            action={<Button onClick={() => setFavouritesOnly(false)}>Ver todas las propiedades</Button>}
          />
        ) : (
          <EmptyState
            action={
              // Nothing to clear when no filter is set (an empty catalogue): no button that would change nothing.
              activeFilterCount(filters) > 0 && (
                <Button onClick={() => updateFilters(clearFilters)}>Limpiar filtros</Button>
              )
            }
          />
        ))}
      <div key={properties.length} ref={sentinel} />
      {isLoading && (
        <Center py="md">
          <Loader aria-label="Cargando propiedades" />
        </Center>
      )}
      {error && <RetryAlert title="No se pudieron cargar las propiedades" onRetry={retry} />}
      {!hasMore && properties.length > 0 && (
        <Text ta="center" c="dimmed">
          Has visto todas las propiedades
        </Text>
      )}
    </Stack>
  );

  return (
    <>
      {/* With "Crear alerta" the buttons may not fit beside the count on a phone: they go under it, to the right, and
          with «Mapa» too they take a second line rather than widen the page. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mih={36}>
        <Text c="dimmed" aria-live="polite">
          {total > 0 ? `Mostrando ${properties.length} de ${total} propiedades` : ''}
        </Text>
        <Group gap="xs" justify="flex-end" ml="auto">
          {offerAlert && (
            <CreateAlertButton
              search={{ filters: alertFilters }}
              describe={<CatalogueAlertChips filters={filters} />}
            />
          )}
          <FavouritesToggle />
          <ViewToggle />
          <MapSwitchButton />
        </Group>
      </Group>
      <ZoneChip />
      {onMap ? (
        <Flex gap="lg" align="flex-start">
          {/* Hidden on a phone: nor does its last card, out of sight, ask for more pages. */}
          <Box visibleFrom="md" flex={1} miw={0}>
            {listBody}
          </Box>
          <Box flex={1} miw={0} pos={{ base: 'static', md: 'sticky' }} top={76}>
            <Suspense
              fallback={
                // A plain box, not Mantine's Skeleton: that would add to every visitor's first load.
                <Box h={MAP_VIEW_HEIGHT} mih={MAP_VIEW_MIN_HEIGHT} bg="gray.1" style={{ borderRadius: 8 }} />
              }
            >
              <CatalogueMapView query={pointsQuery(listQuery)} />
            </Suspense>
          </Box>
        </Flex>
      ) : (
        listBody
      )}
    </>
  );
}
