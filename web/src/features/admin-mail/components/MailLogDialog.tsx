import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import { MAIL_KIND_LABELS, MAIL_STATE_LABELS, mailCauseLabel } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { retryMail, useMailLog, type MailEntry, type MailStateFilter } from '../api/mail-log';

const STATE_COLOR = { pendiente: 'yellow', enviado: 'green', fallido: 'red' } as const;

function MailRow({ entry }: { entry: MailEntry }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      const { message } = await retryMail(entry.id);
      void showToast({ title: 'Correo en cola', message });
    } catch (error) {
      void showToast({
        title: 'No se pudo reintentar',
        message: failureMessage(error, 'Inténtalo de nuevo.'),
        variant: 'destructive',
      });
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={entry.subject}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.subject}
          </Text>
          <Badge color={STATE_COLOR[entry.state]} variant="light">
            {MAIL_STATE_LABELS[entry.state]}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Para: {entry.to.join(', ')}
        </Text>
        <Text size="xs" c="dimmed">
          {MAIL_KIND_LABELS[entry.kind] ?? 'Correo'} · por {mailCauseLabel(entry.event.type)} ·{' '}
          {formatColombianDateTime(entry.createdAt)}
          {entry.sentAt ? ` · enviado ${formatColombianDateTime(entry.sentAt)}` : ''} · {entry.attempts}{' '}
          {entry.attempts === 1 ? 'intento' : 'intentos'}
        </Text>
        {entry.lastError && (
          <Text size="sm" c={entry.state === 'fallido' ? 'red' : 'orange'} style={{ overflowWrap: 'anywhere' }}>
            {entry.state === 'fallido' ? 'Motivo: ' : 'Último intento: '}
            {entry.lastError}
          </Text>
        )}
        {entry.state === 'fallido' && (
          <Group>
            <Button size="xs" variant="light" loading={retrying} onClick={() => void retry()}>
              Reintentar
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Issue 26 §2: every message the portal sent or will send (to, subject, what caused it, state and attempts), the
 * reason a message failed with a way to send it again, and whether the mail server is taking mail at all.
 */
export function MailLogDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const [state, setState] = useState<MailStateFilter>('todos');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useMailLog(opened ? { state, page } : null);
  const counts = data?.counts;
  const label = (value: MailStateFilter, text: string) => ({
    value,
    label: counts && value !== 'todos' ? `${text} (${counts[value]})` : text,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Correos" size="xl" fullScreen={fullScreen}>
      <Stack gap="md">
        {data?.sender.failingSince && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="El servidor de correo no recibe">
            Desde {formatColombianDateTime(data.sender.failingSince)}. Los correos esperan en la cola
            {data.sender.retryAt ? ` y se reintentan a las ${formatColombianDateTime(data.sender.retryAt)}` : ''}: nada
            se pierde. {data.sender.lastError}
          </Alert>
        )}
        {data?.sender.stopped && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="El envío se detuvo">
            {data.sender.stopped}
          </Alert>
        )}
        <SegmentedControl
          aria-label="Estado"
          fullWidth
          data={[
            label('todos', 'Todos'),
            label('pendiente', 'Pendientes'),
            label('enviado', 'Enviados'),
            label('fallido', 'Fallidos'),
          ]}
          value={state}
          onChange={(value) => {
            setState(value as MailStateFilter);
            setPage(1);
          }}
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        {error && !data ? (
          <RetryAlert title="No se pudieron cargar los correos" onRetry={() => void mutate()} />
        ) : isLoading && !data ? (
          <Group justify="center" p="lg">
            <Loader aria-label="Cargando correos" />
          </Group>
        ) : data && data.messages.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            {state === 'todos' ? 'Todavía no se ha enviado ningún correo.' : 'No hay correos en este estado.'}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data?.messages.map((entry) => (
              <MailRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
        {data && data.pagination.totalPages > 1 && (
          <Group justify="center">
            <Pagination
              total={data.pagination.totalPages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? 'Página siguiente' : 'Página anterior',
              })}
            />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
