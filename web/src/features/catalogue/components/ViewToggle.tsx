import { ActionIcon, Button, Group } from '@mantine/core';
import { IconLayoutGrid, IconList, IconMap } from '@tabler/icons-react';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { useCatalogueView, type ViewLayout } from '../stores/catalogue-view';

/**
 * SPEC §2: grid or list, desktop only (phones always get the one-column grid); and the map (issue 28), which is in the
 * address (utils/filters-url.ts says why only it is).
 */
export function ViewToggle() {
  const { view, setView } = useCatalogueParams();
  const layout = useCatalogueView((state) => state.layout);
  const setLayout = useCatalogueView((state) => state.setLayout);
  const onMap = view === 'mapa';
  const showCards = (chosen: ViewLayout) => {
    setLayout(chosen);
    setView('lista');
  };
  return (
    <Group gap={4} visibleFrom="sm" role="group" aria-label="Vista" wrap="nowrap">
      <ActionIcon
        variant={!onMap && layout === 'grid' ? 'filled' : 'default'}
        size="lg"
        aria-label="Ver en cuadrícula"
        aria-pressed={!onMap && layout === 'grid'}
        onClick={() => showCards('grid')}
      >
        <IconLayoutGrid size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant={!onMap && layout === 'list' ? 'filled' : 'default'}
        size="lg"
        aria-label="Ver en lista"
        aria-pressed={!onMap && layout === 'list'}
        onClick={() => showCards('list')}
      >
        <IconList size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant={onMap ? 'filled' : 'default'}
        size="lg"
        aria-label="Ver en mapa"
        aria-pressed={onMap}
        onClick={() => setView('mapa')}
      >
        <IconMap size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Phones have no toggle (one grid is all they need), but the map they do: one button goes there and back. */
export function MapSwitchButton() {
  const { view, setView } = useCatalogueParams();
  const onMap = view === 'mapa';
  return (
    <Button
      hiddenFrom="sm"
      variant="default"
      leftSection={onMap ? <IconList size={16} aria-hidden /> : <IconMap size={16} aria-hidden />}
      onClick={() => setView(onMap ? 'lista' : 'mapa')}
    >
      {onMap ? 'Lista' : 'Mapa'}
    </Button>
  );
}
