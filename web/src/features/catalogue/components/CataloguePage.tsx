import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAiSearch } from '../api/search-properties';
import { useAiSearchOffFallback, useAiSearchTakesOver } from '../hooks/use-ai-mode';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { aiSearchFilters } from '../utils/ai-search-filters';
import { CatalogueList } from './CatalogueList';
import { SearchBar } from './SearchBar';
import { RecentlyViewed } from '../../../components/RecentlyViewed';
import { useCatalogueHead } from '../hooks/use-catalogue-head';

// Only visitors who run an AI search download the results view.
const AiResults = lazy(async () => ({ default: (await import('./ai/AiResults')).AiResults }));

export function CataloguePage() {
  useCatalogueHead();
  const { filters, aiQuery } = useCatalogueParams();
  const { answer } = useAiSearch(aiQuery, aiSearchFilters(filters));
  useAiSearchTakesOver(aiQuery);
  useAiSearchOffFallback();

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Propiedades en venta y arriendo
        </Title>
        {/* Not loaded apart: the server draws it with the listings, and it must answer a click as soon as they do. */}
        <SearchBar />
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
