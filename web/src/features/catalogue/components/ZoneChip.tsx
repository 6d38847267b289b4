import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { setFilter } from '../utils/filter-transitions';

/** «Buscar en esta zona» narrows the list and the map alike: this says so, in either view, and takes it away. */
export function ZoneChip() {
  const { filters, updateFilters } = useCatalogueParams();
  if (!filters.bbox) return null;
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="compact-sm"
        radius="xl"
        rightSection={<IconX size={14} aria-hidden />}
        aria-label="Quitar el filtro Zona del mapa"
        onClick={() => updateFilters((current) => setFilter(current, 'bbox', ''))}
      >
        Zona del mapa
      </Button>
    </Group>
  );
}
