import { Alert } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';

/** Tabs whose screens are not built yet say so plainly instead of showing an empty page. */
export function SectionInProgress({ title }: { title: string }) {
  return (
    <Alert color="gray" variant="light" title={title} icon={<IconTool aria-hidden />}>
      Esta sección del panel todavía no está disponible. Mientras tanto, la API la cubre por completo: consulte la
      documentación en la pestaña Tokens API.
    </Alert>
  );
}
