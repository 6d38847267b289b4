import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The listings could not be loaded: said in Spanish, and asked for again only when the visitor chooses to (SPEC §9: reads are not retried). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      title="No se pudieron cargar las propiedades"
      icon={<IconAlertCircle aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Inténtalo de nuevo en unos segundos.</Text>
        <Button size="xs" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
