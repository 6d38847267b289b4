import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import {
  changeSavedSearchFrequency,
  getSavedSearch,
  unsubscribeSavedSearch,
  type Frequency,
} from '../../../api/saved-searches';
import { FREQUENCY_LABELS } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { AlertChips, AlertPageFrame, catalogueLink, LinkFailed, tokenMissing, Working } from './AlertPageFrame';

const LOAD_FAILED = 'No pudimos abrir tu alerta. Vuelve a abrir el enlace del correo en unos minutos.';
const SAVE_FAILED = 'No pudimos guardar el cambio. Inténtalo de nuevo.';
const DELETE_FAILED = 'No pudimos eliminar la alerta. Inténtalo de nuevo.';

/** /alertas/gestionar?token=…: the alert's criteria, its frequency to change, and Eliminar; no account needed. */
export function ManageAlertPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  // Never revalidated on focus: the page is the alert's only editor, and a deleted one must stay "eliminada".
  const { data, error, mutate } = useSWR(token ? ['saved-search', token] : null, () => getSavedSearch(token), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changeFrequency = async (frequency: Frequency) => {
    setSaving(true);
    setNotice(null);
    try {
      const answer = await changeSavedSearchFrequency(token, frequency);
      await mutate(answer.savedSearch, { revalidate: false });
      setNotice({ ok: true, message: answer.message });
    } catch (failure) {
      setNotice({ ok: false, message: failureMessage(failure, SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    setNotice(null);
    try {
      setDeleted((await unsubscribeSavedSearch(token)).message);
    } catch (failure) {
      setNotice({ ok: false, message: failureMessage(failure, DELETE_FAILED) });
    } finally {
      setDeleting(false);
    }
  };

  let body;
  if (!token) body = <LinkFailed message={tokenMissing} />;
  else if (deleted)
    body = (
      <Stack gap="md">
        <Alert
          variant="light"
          color="teal"
          icon={<IconCircleCheck aria-hidden />}
          title="Alerta eliminada"
          role="status"
        >
          {deleted}
        </Alert>
        <Anchor component={Link} to="/">
          Volver al catálogo
        </Anchor>
      </Stack>
    );
  else if (error) body = <LinkFailed message={failureMessage(error, LOAD_FAILED)} />;
  else if (!data) body = <Working label="Cargando tu alerta" />;
  else
    body = (
      <Stack gap="lg">
        <Stack gap={6}>
          <Text fw={600}>Busca</Text>
          <AlertChips chips={data.chips} />
          {data.query && (
            <Text size="sm" c="dimmed">
              Tu búsqueda: “{data.query}”
            </Text>
          )}
          <Anchor component={Link} to={catalogueLink(data.searchUrl)} size="sm">
            Ver estas propiedades en el catálogo
          </Anchor>
        </Stack>
        <Text>
          Se envía a <strong>{data.email}</strong>
          {data.status === 'pending' ? ' (pendiente de confirmar: abre el enlace del primer correo)' : ''}
        </Text>
        <Stack gap={6}>
          <Text fw={600} id="alert-frequency">
            Frecuencia
          </Text>
          <SegmentedControl
            aria-labelledby="alert-frequency"
            value={data.frequency}
            disabled={saving}
            onChange={(value) => void changeFrequency(value as Frequency)}
            data={[
              { value: 'immediate', label: FREQUENCY_LABELS.immediate },
              { value: 'daily', label: FREQUENCY_LABELS.daily },
            ]}
            w={{ base: '100%', xs: 'fit-content' }}
          />
          <Text size="sm" c="dimmed">
            {data.frequency === 'immediate'
              ? 'Un correo por cada propiedad, en cuanto aparece.'
              : 'Un resumen al día con todas las propiedades del día.'}
          </Text>
        </Stack>
        {notice && (
          <Alert
            variant="light"
            color={notice.ok ? 'teal' : 'red'}
            icon={notice.ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
            role={notice.ok ? 'status' : 'alert'}
          >
            {notice.message}
          </Alert>
        )}
        {confirmingDelete ? (
          <Stack gap="xs">
            <Text>¿Eliminar esta alerta? No te enviaremos más correos de ella.</Text>
            <Group gap="sm">
              <Button color="red" loading={deleting} onClick={() => void remove()}>
                Sí, eliminar
              </Button>
              <Button variant="default" onClick={() => setConfirmingDelete(false)}>
                No, conservarla
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button color="red" variant="light" w="fit-content" onClick={() => setConfirmingDelete(true)}>
            Eliminar alerta
          </Button>
        )}
      </Stack>
    );

  return <AlertPageFrame title="Tu alerta de propiedades">{body}</AlertPageFrame>;
}
