import { Center, Stack, Text } from '@mantine/core';

export function EmptyState() {
  return (
    <Center py="xl">
      <Stack align="center" gap={4}>
        <Text fw={600}>No se encontraron propiedades</Text>
        <Text c="dimmed">Intenta ajustar tus filtros de búsqueda</Text>
      </Stack>
    </Center>
  );
}
