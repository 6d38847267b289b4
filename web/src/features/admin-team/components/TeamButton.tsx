import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { TeamDialog } from './TeamDialog';

/** The panel header's Equipo button and the staff-accounts dialog it opens. */
export function TeamButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconUsersGroup size={18} aria-hidden />} onClick={dialog.open}>
        Equipo
      </Button>
      <TeamDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
