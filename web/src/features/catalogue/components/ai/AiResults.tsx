import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useAiResultPages, type AiSearchResult } from '../../api/search-properties';
import { useAiMode, useClearAiFilters } from '../../hooks/use-ai-mode';
import { useCatalogueParams } from '../../hooks/use-catalogue-params';
import { aiSearchFilters } from '../../utils/ai-search-filters';
import { activeFilterCount } from '../../utils/filter-transitions';
import { useCatalogueView } from '../../stores/catalogue-view';
import { truncateQuery } from '../../utils/truncate-query';
import { EmptyState } from '../EmptyState';
import { ListingGrid } from '../ListingGrid';
import { ViewToggle } from '../ViewToggle';
import { InterpretationChips } from './InterpretationChips';
import { CreateAlertButton } from '../../../../components/alerts/CreateAlertButton';
import { AiAlertChips } from '../AlertChips';

/**
 * SPEC §2 AI result mode: heading, badges, what was understood, the results. No infinite scroll: the results past
 * the first 24 come with "Ver más resultados".
 */
export function AiResults({ answer }: { answer: AiSearchResult }) {
  const layout = useCatalogueView((state) => state.layout);
  const { setAiMode } = useAiMode();
  const { filters } = useCatalogueParams();
  const { results, hasMore, loading, failed, loadMore } = useAiResultPages(answer, aiSearchFilters(filters));
  const filterCount = activeFilterCount(filters);
  const clearFilters = useClearAiFilters();
  const alertFilters = aiSearchFilters(filters);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            Resultados para “{answer.query}”
          </Title>
          <Button
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => setAiMode(false)}
          >
            Volver al catálogo
          </Button>
        </Group>
        <Group gap="xs">
          <Badge variant="filled">Búsqueda AI</Badge>
          <Badge variant="outline" tt="none" title={answer.query}>
            {truncateQuery(answer.query)}
          </Badge>
        </Group>
        <InterpretationChips interpretation={answer.interpretation} priceLevelChip={answer.priceLevelChip} />
        <Group gap="xs">
          <CreateAlertButton
            search={{ query: answer.query, ...(Object.keys(alertFilters).length > 0 ? { filters: alertFilters } : {}) }}
            describe={<AiAlertChips answer={answer} filters={filters} />}
          />
          <Text size="sm" c="dimmed">
            Recibe por correo las nuevas propiedades que cumplan con esta búsqueda.
          </Text>
        </Group>
        {answer.interpretation.notes.length > 0 && (
          // How the wording was read where it left a choice, so the visitor can rephrase if it was not meant.
          <Text size="sm" c="dimmed">
            {answer.interpretation.notes.join(' ')}
          </Text>
        )}
        {filterCount > 0 && (
          // The filters chosen before switching to AI search narrow its results too: said, and one click away.
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {filterCount === 1
                ? 'También se aplica 1 filtro del catálogo.'
                : `También se aplican ${filterCount} filtros del catálogo.`}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={clearFilters}>
              Quitar filtros
            </Button>
          </Group>
        )}
      </Stack>
      {answer.notices.map((notice) => (
        <Alert key={notice} variant="light" color="blue" role="status" icon={<IconInfoCircle aria-hidden />}>
          {notice}
        </Alert>
      ))}
      {answer.relaxed && (
        // A hint, not an error: announced politely.
        <Alert variant="light" color="yellow" role="status" icon={<IconInfoCircle aria-hidden />}>
          {answer.relaxed.message}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap" mih={36}>
        <Text c="dimmed">{answer.total > 0 ? `Mostrando ${results.length} de ${answer.total} propiedades` : ''}</Text>
        <ViewToggle />
      </Group>
      {results.length > 0 ? <ListingGrid listings={results} layout={layout} /> : <EmptyState />}
      {hasMore && (
        <Stack gap="xs" align="center" py="sm">
          {failed && (
            <Text c="red" role="alert" ta="center">
              No se pudieron cargar más resultados. Inténtalo de nuevo.
            </Text>
          )}
          <Button variant="default" loading={loading} onClick={() => void loadMore()}>
            Ver más resultados
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
