import { Button, Group, Paper, Text } from '@mantine/core';
import { countOf } from '../../../lib/spanish-count';
import { MAX_BULK_LISTINGS, TOO_MANY_FOR_BULK } from '../../../lib/api-contract';
import { BULK_ACTIONS, type BulkKind } from './BulkConfirmDialog';

interface Props {
  /** How many listings an action would reach. */
  count: number;
  /** Every listing that matches the filters is chosen, not only the rows ticked. */
  allMatching: boolean;
  /** Listings matching the filters: offered as "Seleccionar las N que coinciden" while fewer are chosen. */
  total: number;
  /** Absent where "every listing that matches" would take in listings the person may not change (an asesor's). */
  onSelectAllMatching?: () => void;
  onClear: () => void;
  onAction: (kind: BulkKind) => void;
  /** The actions offered: an asesor assigns no listing. */
  kinds: readonly BulkKind[];
}

/** What to do to the chosen listings, shown while there are any. */
export function BulkBar({ count, allMatching, total, onSelectAllMatching, onClear, onAction, kinds }: Props) {
  const tooMany = count > MAX_BULK_LISTINGS;
  return (
    <Paper withBorder p="sm" role="region" aria-label="Acciones sobre las seleccionadas">
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Text fw={600} aria-live="polite">
            {allMatching
              ? `Las ${countOf(count, 'propiedad que coincide', 'propiedades que coinciden')}`
              : countOf(count, 'seleccionada', 'seleccionadas')}
          </Text>
          {!allMatching && total > count && onSelectAllMatching && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAllMatching}>
              Seleccionar las {total} que coinciden
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
            Quitar selección
          </Button>
        </Group>
        <Group gap="xs">
          {kinds.map((kind) => (
            <Button
              key={kind}
              size="xs"
              variant={BULK_ACTIONS[kind].danger ? 'light' : 'default'}
              color={BULK_ACTIONS[kind].danger ? 'red' : undefined}
              disabled={tooMany}
              onClick={() => onAction(kind)}
            >
              {BULK_ACTIONS[kind].label}
            </Button>
          ))}
        </Group>
      </Group>
      {tooMany && (
        <Text size="sm" c="dimmed" mt="xs">
          {TOO_MANY_FOR_BULK}: afina los filtros.
        </Text>
      )}
    </Paper>
  );
}
