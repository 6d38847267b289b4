import { countOf } from '../../../lib/spanish-count';
import { Button, Card, Center, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { useDeletedProperties } from '../api/property-history';
import { historyDate } from '../utils/history-values';
import { PropertyHistory } from './PropertyHistory';

/** Deleted listings, newest deletion first: each opens its history, from which it can be restored. */
export function DeletedPropertiesList({ onRestored }: { onRestored: () => void }) {
  const { data, error, isLoading, mutate } = useDeletedProperties(true);
  const [opened, setOpened] = useState<{ id: string; title: string } | null>(null);

  if (error && !data)
    return <RetryAlert title="No se pudieron cargar las propiedades eliminadas" onRetry={() => void mutate()} />;
  if (isLoading || !data)
    return (
      <Center py="xl">
        <Loader aria-label="Cargando propiedades eliminadas" />
      </Center>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.properties.length === 0
          ? 'No hay propiedades eliminadas.'
          : `${countOf(data.properties.length, 'eliminada', 'eliminadas')}. Abre el historial de una para restaurarla.`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 1, xl: 2 }} spacing="sm">
        {data.properties.map((property) => (
          <Card key={property.id} withBorder padding="sm" component="article" aria-label={property.title}>
            <Text fw={600} lineClamp={2}>
              {property.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {[property.code && `Código ${property.code}`, property.address].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm" mt={4}>
              Eliminada el {historyDate(property.deletedAt)} por {property.deletedBy.name}
            </Text>
            <Group mt="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconHistory size={16} aria-hidden />}
                onClick={() => setOpened({ id: property.id, title: property.title })}
              >
                Historial
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened?.title} size="lg">
        {opened && (
          <PropertyHistory
            propertyId={opened.id}
            onRestored={() => {
              setOpened(null);
              onRestored();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
