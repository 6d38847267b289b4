import { Box, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { CatalogueMap } from '../../../components/map/LazyMaps';
import { RetryAlert } from '../../../components/RetryAlert';
import { bboxParam, parseBbox, type Bbox } from '../../../lib/map-area';
import { countOf } from '../../../lib/spanish-count';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePropertyPoints } from '../api/get-property-points';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { setFilter } from '../utils/filter-transitions';
import { MAP_VIEW_HEIGHT, MAP_VIEW_MIN_HEIGHT } from '../utils/map-view-height';

/** The catalogue's map view: every listing the filters find (GET /api/properties/points), whatever page the list is on. */
export function CatalogueMapView({ query }: { query: Record<string, string> | null }) {
  const { filters, updateFilters } = useCatalogueParams();
  // Asked for in the browser only, as the map is drawn there only: the server's first render would otherwise send
  // every point (up to 2,000) inside the page's HTML, ahead of the listings.
  const pointsRequest = usePropertyPoints(useHydrated() ? query : null);
  const { isLoading, error, retry } = pointsRequest;
  // SWR keeps the last answer while there is nothing to ask for: with no query, none is shown.
  const answer = query === null ? null : pointsRequest.answer;
  // One box per zone in the address: a new array each render would draw the map again.
  const zone = useMemo(() => (filters.bbox ? parseBbox(filters.bbox) : null), [filters.bbox]);
  const searchZone = (box: Bbox) => updateFilters((current) => setFilter(current, 'bbox', bboxParam(box)));

  if (error && !isLoading) return <RetryAlert title="No se pudo cargar el mapa de propiedades" onRetry={retry} />;
  const points = answer?.points ?? [];
  // No query: the favourites view with none marked yet, so nothing to ask for.
  const empty = query === null || (answer !== null && !isLoading && points.length === 0);
  return (
    <Stack gap={6}>
      <Box pos="relative" h={MAP_VIEW_HEIGHT} mih={MAP_VIEW_MIN_HEIGHT}>
        <CatalogueMap points={points} zone={zone} onSearchZone={searchZone} height="100%" />
        {(isLoading || empty) && (
          <Center pos="absolute" inset={0} style={{ zIndex: 1000, pointerEvents: 'none' }}>
            <Paper shadow="sm" px="md" py="xs" radius="md" withBorder style={{ pointerEvents: 'auto' }}>
              {isLoading ? (
                <Loader size="sm" aria-label="Cargando el mapa de propiedades" />
              ) : (
                <Text size="sm" fw={500}>
                  {query === null
                    ? 'Aún no tienes favoritos'
                    : answer?.total
                      ? 'Ninguna de estas propiedades tiene ubicación en el mapa'
                      : 'No hay propiedades en el mapa con estos filtros'}
                </Text>
              )}
            </Paper>
          </Center>
        )}
      </Box>
      {answer && answer.withoutLocation > 0 && (
        <Text size="sm" c="dimmed">
          {answer.withoutLocation === 1
            ? '1 propiedad sin ubicación no aparece en el mapa'
            : `${countOf(answer.withoutLocation, 'propiedad', 'propiedades')} sin ubicación no aparecen en el mapa`}
        </Text>
      )}
      {answer?.capped && (
        <Text size="sm" c="dimmed">
          El mapa muestra las {countOf(answer.points.length, 'propiedad', 'propiedades')} más recientes: acerca el mapa
          y usa «Buscar en esta zona» para ver las demás.
        </Text>
      )}
    </Stack>
  );
}
