import { Button } from '@mantine/core';
import { useAiMode } from '../hooks/use-ai-mode';

const MODES = [
  { ai: false, label: 'Búsqueda Normal' },
  { ai: true, label: 'Búsqueda con AI' },
];

/** SPEC §2: Búsqueda Normal / Búsqueda con AI, as two toggle buttons. */
export function SearchModeToggle() {
  const { aiMode, setAiMode } = useAiMode();
  return (
    <Button.Group aria-label="Modo de búsqueda">
      {MODES.map(({ ai, label }) => (
        <Button
          key={label}
          size="sm"
          px={{ base: 'xs', sm: 'md' }}
          variant={aiMode === ai ? 'filled' : 'default'}
          aria-pressed={aiMode === ai}
          onClick={() => setAiMode(ai)}
          flex={{ base: 1, sm: 'none' }}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
