import { Box, Center, Container, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { preloadAiSearchConfig } from '../api/get-ai-search-config';
import { preloadFilterOptions } from '../api/get-filter-options';
import { useAiSearch } from '../api/search-properties';
import { useAiSearchOffFallback, useAiSearchTakesOver } from '../hooks/use-ai-mode';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { aiSearchFilters } from '../utils/ai-search-filters';
import { priceOptionType } from '../utils/filter-transitions';
import { CatalogueList } from './CatalogueList';
import { RecentlyViewed } from '../../../components/RecentlyViewed';
import { useCatalogueHead } from '../hooks/use-catalogue-head';

/*
 * The search bar brings Mantine's inputs, too heavy for the first load's budget (issue 4: ≤ 200 KB gzip).
 * It downloads while the listings and its own option lists are being fetched, into a box of about its height.
 */
const SearchBar = lazy(async () => ({ default: (await import('./SearchBar')).SearchBar }));
// Only visitors who run an AI search download the results view.
const AiResults = lazy(async () => ({ default: (await import('./ai/AiResults')).AiResults }));

export function CataloguePage() {
  useCatalogueHead();
  const { filters, aiQuery } = useCatalogueParams();
  const { status } = filters;
  const { answer } = useAiSearch(aiQuery, aiSearchFilters(filters));
  useAiSearchTakesOver(aiQuery);
  useAiSearchOffFallback();

  useEffect(() => {
    preloadAiSearchConfig();
    preloadFilterOptions(['status', 'propertyType', 'municipality', priceOptionType(status), 'area', 'bedrooms']);
  }, [status]);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Propiedades en venta y arriendo
        </Title>
        <Suspense fallback={<Box mih={{ base: 134, sm: 475, md: 402, lg: 330 }} />}>
          <SearchBar />
        </Suspense>
        <RecentlyViewed />
        {answer ? (
          <Suspense
            fallback={
              <Center py="md">
                <Loader aria-label="Cargando resultados" />
              </Center>
            }
          >
            <AiResults answer={answer} />
          </Suspense>
        ) : (
          <CatalogueList />
        )}
      </Stack>
    </Container>
  );
}
