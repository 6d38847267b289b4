import { ActionIcon, Group } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useCatalogueView } from '../stores/catalogue-view';

/** SPEC §2: grid or list, desktop only (phones always get the one-column grid). */
export function ViewToggle() {
  const layout = useCatalogueView((state) => state.layout);
  const setLayout = useCatalogueView((state) => state.setLayout);
  return (
    <Group gap={4} visibleFrom="sm" role="group" aria-label="Vista" wrap="nowrap">
      <ActionIcon
        variant={layout === 'grid' ? 'filled' : 'default'}
        size="lg"
        aria-label="Ver en cuadrícula"
        aria-pressed={layout === 'grid'}
        onClick={() => setLayout('grid')}
      >
        <IconLayoutGrid size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant={layout === 'list' ? 'filled' : 'default'}
        size="lg"
        aria-label="Ver en lista"
        aria-pressed={layout === 'list'}
        onClick={() => setLayout('list')}
      >
        <IconList size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
