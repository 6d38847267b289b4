import { Paper, Stack } from '@mantine/core';
import { useAiSearchEnabled } from '../api/get-ai-search-config';
import { useAiMode } from '../hooks/use-ai-mode';
import { AiSearchPanel } from './ai/AiSearchPanel';
import { FilterPanel } from './FilterPanel';
import { SearchModeToggle } from './SearchModeToggle';

/** SPEC §2 search bar: normal filters, or, when AI search is enabled, the natural-language box. */
export function SearchBar() {
  const aiEnabled = useAiSearchEnabled();
  const { aiMode } = useAiMode();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Búsqueda de propiedades">
      <Stack gap="sm">
        {aiEnabled && <SearchModeToggle />}
        {aiMode ? <AiSearchPanel /> : <FilterPanel />}
      </Stack>
    </Paper>
  );
}
