import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useFilterOptions } from '../api/get-filter-options';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { chooseStatus } from '../utils/more-filters';

/**
 * SPEC §2/§4: one toggle button per status; pressing the active one again shows every status. Asking for sold or
 * rented listings turns off the switch that hides them.
 */
export function StatusButtons() {
  const choices = useFilterOptions('status');
  const {
    filters: { status },
    updateFilters,
  } = useCatalogueParams();
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        Estado
      </Text>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {choices.map((choice) => (
          <Button
            key={choice.value}
            size="xs"
            radius="xl"
            variant={status === choice.value ? 'filled' : 'default'}
            aria-pressed={status === choice.value}
            onClick={() => updateFilters((current) => chooseStatus(current, choice.value))}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </div>
  );
}
