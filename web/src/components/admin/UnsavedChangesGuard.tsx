import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useBlocker } from 'react-router';

/** One layer above Mantine's modals (200). */
const GUARD_LAYER = 300;

/**
 * Issue 11 §6: a form with unsaved changes warns before they are lost: the browser's own question when the tab is
 * closed or reloaded, and this dialog when the admin goes elsewhere in the site or to another tab of the panel.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useWindowEvent('beforeunload', (event) => {
    if (when) event.preventDefault();
  });
  const blocked = blocker.state === 'blocked';
  return (
    // Above the dialog whose form it may guard (Mantine's modals share one layer by default).
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Cambios sin guardar" centered zIndex={GUARD_LAYER}>
      <Text mb="lg">Tienes cambios sin guardar. Si sales ahora, se perderán.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}
