import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmSavedSearch, type SavedSearch } from '../../../api/saved-searches';
import { FREQUENCY_LABELS } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { AlertChips, AlertPageFrame, catalogueLink, LinkFailed, tokenMissing, Working } from './AlertPageFrame';

const FAILED = 'No pudimos confirmar la alerta. Vuelve a abrir el enlace del correo en unos minutos.';

type State =
  { kind: 'working' } | { kind: 'done'; message: string; alert: SavedSearch } | { kind: 'failed'; message: string };

/** /alertas/confirmar?token=…: opening the mail's link confirms the alert (double opt-in), and says so. */
export function ConfirmAlertPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: tokenMissing });

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Confirming twice is harmless (the API records it once), so a second run of this effect does no harm.
    confirmSavedSearch(token).then(
      (answer) => current && setState({ kind: 'done', message: answer.message, alert: answer.savedSearch }),
      (error: unknown) => current && setState({ kind: 'failed', message: failureMessage(error, FAILED) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AlertPageFrame title="Confirmar alerta">
      {state.kind === 'working' && <Working label="Confirmando tu alerta" />}
      {state.kind === 'failed' && <LinkFailed message={state.message} />}
      {state.kind === 'done' && (
        <Stack gap="md">
          <Alert
            variant="light"
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            title="Alerta confirmada"
            role="status"
          >
            {state.message}
          </Alert>
          <Text>
            Frecuencia: <strong>{FREQUENCY_LABELS[state.alert.frequency]}</strong> · a {state.alert.email}
          </Text>
          <AlertChips chips={state.alert.chips} />
          <Text size="sm" c="dimmed">
            Cada correo de la alerta trae enlaces para cambiarla o cancelarla.
          </Text>
          <Button component={Link} to={catalogueLink(state.alert.searchUrl)} variant="light" w="fit-content">
            Ver las propiedades de hoy
          </Button>
        </Stack>
      )}
    </AlertPageFrame>
  );
}
