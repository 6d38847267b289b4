import { Button, Center, Group, List, Loader, Text, Timeline, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconEye,
  IconPencil,
  IconPhoto,
  IconPlus,
  IconTrash,
  IconUserCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { restoreProperty, usePropertyHistory, type HistoryEntry } from '../api/property-history';
import { describeChange, HISTORY_KIND_LABEL, historyDate } from '../utils/history-values';

const ICON: Record<HistoryEntry['kind'], typeof IconPlus> = {
  created: IconPlus,
  revised: IconPencil,
  photos: IconPhoto,
  deleted: IconTrash,
  restored: IconArrowBackUp,
  publication: IconEye,
  agent: IconUserCheck,
};

const actorText = ({ kind, name }: HistoryEntry['actor']) =>
  kind === 'token' ? `el token «${name}»` : kind === 'system' ? 'el sistema' : name;

interface Props {
  propertyId: string;
  /** After a restore: the lists showing this listing are read again. */
  onRestored?: () => void;
}

/**
 * Issue 10 §6: the listing's own events, newest first: who (user, or API token by name), when, and each field before
 * and after. A deleted listing is restored from here, with a new event: nothing is ever erased.
 */
export function PropertyHistory({ propertyId, onRestored }: Props) {
  const { data, error, isLoading, mutate } = usePropertyHistory(propertyId);
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    setRestoring(true);
    try {
      await restoreProperty(propertyId);
      void showToast({ title: 'Propiedad restaurada', message: 'La propiedad vuelve a estar publicada.' });
      onRestored?.();
    } catch (failure) {
      void showToast({
        title: 'No se pudo restaurar la propiedad',
        message: failureMessage(failure, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setRestoring(false);
    }
  };

  return (
    <section aria-labelledby={`historial-${propertyId}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id={`historial-${propertyId}`}>
          Historial
        </Title>
        {data?.deleted && (
          <Button
            size="xs"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={restoring}
            onClick={() => void restore()}
          >
            Restaurar propiedad
          </Button>
        )}
      </Group>
      {error && !data ? (
        <RetryAlert title="No se pudo cargar el historial" onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Center py="md">
          <Loader size="sm" aria-label="Cargando historial" />
        </Center>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} active={data.entries.length}>
          {data.entries.map((entry) => {
            const Icon = ICON[entry.kind];
            return (
              <Timeline.Item
                key={entry.version}
                bullet={<Icon size={14} aria-hidden />}
                color={entry.kind === 'deleted' ? 'red' : 'teal'}
                title={HISTORY_KIND_LABEL[entry.kind]}
              >
                <Text size="xs" c="dimmed">
                  {historyDate(entry.at)} · por {actorText(entry.actor)}
                </Text>
                {entry.changes.length > 0 && (
                  <List size="sm" mt={4} spacing={2}>
                    {entry.changes.map((change) => (
                      <List.Item key={change.field}>{describeChange(change, entry.kind)}</List.Item>
                    ))}
                  </List>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </section>
  );
}
