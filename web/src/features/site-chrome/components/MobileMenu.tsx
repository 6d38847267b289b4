import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export default function MobileMenu({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened onClose={onClose} title="Menú" hiddenFrom="md" position="right" size="xs">
      <Stack>{children}</Stack>
    </Drawer>
  );
}
