import { Alert, Anchor, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { unsubscribeSavedSearch } from '../../../api/saved-searches';
import { useMailedLink } from '../hooks/use-mailed-link';
import { AlertPageFrame, LinkFailed, Working } from './AlertPageFrame';

const FAILED = 'No pudimos cancelar la alerta. Vuelve a abrir el enlace del correo en unos minutos.';

/**
 * /alertas/baja?token=…: opening the mail's "Cancelar la alerta" link cancels it, with no further click (what people
 * expect of an unsubscribe link). The page calls the API from the browser: a mail scanner that only fetches the
 * address cancels nothing. Mail clients use the List-Unsubscribe header's own address instead.
 */
export function UnsubscribePage() {
  const state = useMailedLink(unsubscribeSavedSearch, FAILED);

  return (
    <AlertPageFrame title="Cancelar alerta">
      {state.kind === 'working' && <Working label="Cancelando tu alerta" />}
      {state.kind === 'failed' && <LinkFailed message={state.message} />}
      {state.kind === 'done' && (
        <Stack gap="md">
          <Alert
            variant="light"
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            title="Alerta cancelada"
            role="status"
          >
            {state.answer.message}
          </Alert>
          <Anchor component={Link} to="/">
            Volver al catálogo
          </Anchor>
        </Stack>
      )}
    </AlertPageFrame>
  );
}
