import { Badge, Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId } from 'react';
import { useClearAll } from '../hooks/use-ai-mode';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { activeFilterCount } from '../utils/filter-transitions';
import { FilterSelects } from './FilterSelects';
import { SearchTextInput } from './SearchTextInput';
import { StatusButtons } from './StatusButtons';

/**
 * SPEC §2 normal mode. On phones the filter set folds behind a "Filtros" button that counts the active
 * filters, so the page never scrolls sideways; from the `sm` breakpoint it is always open.
 */
export function FilterPanel() {
  const [opened, { toggle }] = useDisclosure(false);
  const count = activeFilterCount(useCatalogueParams().filters);
  const clearAll = useClearAll();
  const panelId = useId();

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
          aria-label={count === 0 ? 'Filtros' : `Filtros (${count} ${count === 1 ? 'activo' : 'activos'})`}
          onClick={toggle}
        >
          Filtros
        </Button>
      </Group>
      <Box id={panelId} display={{ base: opened ? 'block' : 'none', sm: 'block' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="xs">
            <StatusButtons />
            <Button variant="subtle" color="gray" ml="auto" onClick={clearAll}>
              Limpiar
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
            <FilterSelects />
          </SimpleGrid>
        </Stack>
      </Box>
    </Stack>
  );
}
