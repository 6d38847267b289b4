import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../lib/use-lazy-dialog';

// Only visitors who open it download the form.
const CreateAlertModal = lazy(async () => ({ default: (await import('./CreateAlertModal')).CreateAlertModal }));

export interface AlertSearch {
  /** The catalogue's filters (GET /api/properties parameters), as the address holds them. */
  filters?: Record<string, string>;
  /** An AI search, understood again by the server when the alert is created. */
  query?: string;
  /** What the alert will look for, in words (the filters or the understood constraints). */
  chips: string[];
}

/** Issue §5: "Crear alerta" for the search on screen (the catalogue's filters, or an AI answer). */
export function CreateAlertButton({ search, size = 'sm' }: { search: AlertSearch; size?: 'xs' | 'sm' }) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={<IconBell size={16} aria-hidden />}
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        Crear alerta
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <CreateAlertModal opened={dialog.opened} onClose={dialog.close} search={search} />
        </Suspense>
      )}
    </>
  );
}
