import { Badge, Button, Group } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLazyDialog } from '../../lib/use-lazy-dialog';

// Only visitors who open it download the form.
const CreateAlertModal = lazy(async () => ({ default: (await import('./CreateAlertModal')).CreateAlertModal }));

export interface AlertSearch {
  /** The catalogue's filters (GET /api/properties parameters), as the address holds them. */
  filters?: Record<string, string>;
  /** An AI search, understood again by the server when the alert is created. */
  query?: string;
}

/** What an alert will look for, as chips (the filters in words, or the understood constraints). */
export function AlertChipList({ chips }: { chips: string[] }) {
  if (chips.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      role="list"
      aria-label="Lo que buscará la alerta"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {chips.map((chip) => (
        <Badge key={chip} component="li" variant="light" tt="none">
          {chip}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * Issue §5: "Crear alerta" for the search on screen (the catalogue's filters, or an AI answer). `describe` is drawn in
 * the dialog only, once opened: whatever it needs (master-data names) is asked for then, not with the catalogue.
 */
export function CreateAlertButton({ search, describe }: { search: AlertSearch; describe: ReactNode }) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBell size={16} aria-hidden />}
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        Crear alerta
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <CreateAlertModal opened={dialog.opened} onClose={dialog.close} search={search} describe={describe} />
        </Suspense>
      )}
    </>
  );
}
