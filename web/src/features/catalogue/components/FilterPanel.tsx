import { Badge, Box, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { useClearAll } from '../hooks/use-ai-mode';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { activeFilterCount } from '../utils/filter-transitions';
import { moreFilterCount } from '../utils/more-filters';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { DistanceSort } from './DistanceSort';
import { FilterSelects } from './FilterSelects';
import { SearchTextInput } from './SearchTextInput';
import { StatusButtons } from './StatusButtons';

// Searchable selects and number inputs: downloaded when "Más filtros" first opens (see MoreFilters.tsx).
const MoreFilters = lazy(async () => ({ default: (await import('./MoreFilters')).MoreFilters }));

const activeLabel = (count: number) => `${count} ${count === 1 ? 'activo' : 'activos'}`;

/**
 * SPEC §2 normal mode. On phones the filter set folds behind a "Filtros" button that counts the active
 * filters, so the page never scrolls sideways; from the `sm` breakpoint it is always open. The richer filters
 * (issue 12) fold behind "Más filtros", open from the start when the address holds one of them.
 */
export function FilterPanel() {
  const { filters } = useCatalogueParams();
  const [opened, { toggle }] = useDisclosure(false);
  const [moreOpened, { toggle: toggleMore }] = useDisclosure(moreFilterCount(filters) > 0);
  const count = activeFilterCount(filters);
  const moreCount = moreFilterCount(filters);
  const clearAll = useClearAll();
  const panelId = useId();
  const moreId = useId();

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Box flex={1} miw={0}>
          <SearchTextInput />
        </Box>
        <Button
          hiddenFrom="sm"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {count}
              </Badge>
            ) : null
          }
          aria-expanded={opened}
          aria-controls={panelId}
          aria-label={count === 0 ? 'Filtros' : `Filtros (${activeLabel(count)})`}
          onClick={toggle}
        >
          Filtros
        </Button>
      </Group>
      {/* On a phone with the filters folded: what is set, and the way to clear it without unfolding them. */}
      {!opened && count > 0 && (
        <Group hiddenFrom="sm" justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 filtro activo' : `${count} filtros activos`}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={clearAll}>
            Limpiar filtros
          </Button>
        </Group>
      )}
      <Box id={panelId} display={{ base: opened ? 'block' : 'none', sm: 'block' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <StatusButtons />
            <Box pb={6}>
              <AvailabilitySwitch />
            </Box>
            <Button variant="subtle" color="gray" ml="auto" onClick={clearAll}>
              Limpiar
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
            <FilterSelects />
          </SimpleGrid>
          <DistanceSort />
          <Group>
            <Button
              variant="subtle"
              px={4}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: moreOpened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
              aria-expanded={moreOpened}
              aria-controls={moreId}
              aria-label={moreCount === 0 ? 'Más filtros' : `Más filtros (${activeLabel(moreCount)})`}
              onClick={toggleMore}
            >
              Más filtros
              {moreCount > 0 && (
                <Badge size="sm" circle ml={6} aria-hidden>
                  {moreCount}
                </Badge>
              )}
            </Button>
          </Group>
          <Box id={moreId} hidden={!moreOpened}>
            {moreOpened && (
              <Suspense
                fallback={
                  <Center py="sm">
                    <Loader size="sm" aria-label="Cargando más filtros" />
                  </Center>
                }
              >
                <MoreFilters />
              </Suspense>
            )}
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
