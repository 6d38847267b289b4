import { Button } from '@mantine/core';
import { useCatalogueStore } from '../stores/catalogue-store';

const MODES = [
  { ai: false, label: 'Búsqueda Normal' },
  { ai: true, label: 'Búsqueda con AI' },
];

/** SPEC §2: Búsqueda Normal / Búsqueda con AI, as two toggle buttons. */
export function SearchModeToggle() {
  const aiMode = useCatalogueStore((state) => state.aiMode);
  const setAiMode = useCatalogueStore((state) => state.setAiMode);
  return (
    <Button.Group aria-label="Modo de búsqueda">
      {MODES.map(({ ai, label }) => (
        <Button key={label} size="sm" px={{ base: 'xs', sm: 'md' }} variant={aiMode === ai ? 'filled' : 'default'} aria-pressed={aiMode === ai} onClick={() => setAiMode(ai)} flex={{ base: 1, sm: 'none' }}>
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
