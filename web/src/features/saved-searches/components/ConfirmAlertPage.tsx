import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmSavedSearch } from '../../../api/saved-searches';
import { FREQUENCY_LABELS } from '../../../lib/api-contract';
import { useMailedLink } from '../hooks/use-mailed-link';
import { AlertChips, AlertPageFrame, catalogueLink, LinkFailed, Working } from './AlertPageFrame';

const FAILED = 'No pudimos confirmar la alerta. Vuelve a abrir el enlace del correo en unos minutos.';

/** /alertas/confirmar?token=…: opening the mail's link confirms the alert (double opt-in), and says so. */
export function ConfirmAlertPage() {
  const state = useMailedLink(confirmSavedSearch, FAILED);

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
            {state.answer.message}
          </Alert>
          <Text>
            Frecuencia: <strong>{FREQUENCY_LABELS[state.answer.savedSearch.frequency]}</strong> · a{' '}
            {state.answer.savedSearch.email}
          </Text>
          <AlertChips chips={state.answer.savedSearch.chips} />
          <Text size="sm" c="dimmed">
            Cada correo de la alerta trae enlaces para cambiarla o cancelarla.
          </Text>
          <Button
            component={Link}
            to={catalogueLink(state.answer.savedSearch.searchUrl)}
            variant="light"
            w="fit-content"
          >
            Ver las propiedades de hoy
          </Button>
        </Stack>
      )}
    </AlertPageFrame>
  );
}
