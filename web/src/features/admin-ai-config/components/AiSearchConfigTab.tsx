import { Alert, Button, Card, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useAiSearchConfig } from '../api/ai-search-config';
import { AiSearchConfigForm } from './AiSearchConfigForm';

/** SPEC §2 IA tab: a skeleton while the configuration loads, a notice if it cannot, else the form. */
export function AiSearchConfigTab() {
  const { data, error, isLoading, mutate } = useAiSearchConfig();
  if (error && !data) return <ConfigUnavailable onRetry={() => void mutate()} />;
  if (isLoading || !data) return <ConfigSkeleton />;
  return <AiSearchConfigForm config={data} />;
}

function ConfigUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="orange" variant="light" title="Configuración no disponible" icon={<IconDatabaseOff aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          No se pudo cargar la configuración de búsqueda con IA. Es posible que la base de datos necesite sincronizarse:
          contacta al administrador del sistema.
        </Text>
        <Button size="xs" color="orange" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

/** The form's shape while it loads, so nothing jumps when it arrives. */
function ConfigSkeleton() {
  return (
    <Card withBorder padding="lg" aria-busy>
      <VisuallyHidden>Cargando la configuración de búsqueda con IA</VisuallyHidden>
      <Stack gap="md">
        <Skeleton height={28} width="40%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={24} width={260} />
        <Skeleton height={96} />
        <Skeleton height={72} />
        <Skeleton height={36} width={200} />
      </Stack>
    </Card>
  );
}
