import { Box, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** SPEC §2's texts by default; the favourites view says how to fill it instead. `action` is the way out. */
export function EmptyState({
  title = 'No se encontraron propiedades',
  hint = 'Intenta ajustar tus filtros de búsqueda',
  action,
}: {
  title?: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4} ta="center">
        <Text fw={600}>{title}</Text>
        <Text c="dimmed">{hint}</Text>
        {action && <Box mt="sm">{action}</Box>}
      </Stack>
    </Center>
  );
}
