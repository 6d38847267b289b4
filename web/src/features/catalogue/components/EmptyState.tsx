import { Center, Stack, Text } from '@mantine/core';

/** SPEC §2's texts by default; the favourites view says how to fill it instead. */
export function EmptyState({
  title = 'No se encontraron propiedades',
  hint = 'Intenta ajustar tus filtros de búsqueda',
}: {
  title?: string;
  hint?: string;
}) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4}>
        <Text fw={600}>{title}</Text>
        <Text c="dimmed">{hint}</Text>
      </Stack>
    </Center>
  );
}
