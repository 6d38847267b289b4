import { Alert, Anchor, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeSavedSearch } from '../../../api/saved-searches';
import { failureMessage } from '../../../lib/fetch-json';
import { AlertPageFrame, LinkFailed, tokenMissing, Working } from './AlertPageFrame';

const FAILED = 'No pudimos cancelar la alerta. Vuelve a abrir el enlace del correo en unos minutos.';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /alertas/baja?token=…: opening the mail's "Cancelar la alerta" link cancels it, with no further click (what people
 * expect of an unsubscribe link). The page calls the API from the browser: a mail scanner that only fetches the
 * address cancels nothing. Mail clients use the List-Unsubscribe header's own address instead.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: tokenMissing });

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Cancelling twice is no error, so a second run of this effect does no harm.
    unsubscribeSavedSearch(token).then(
      (answer) => current && setState({ kind: 'done', message: answer.message }),
      (error: unknown) => current && setState({ kind: 'failed', message: failureMessage(error, FAILED) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

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
            {state.message}
          </Alert>
          <Anchor component={Link} to="/">
            Volver al catálogo
          </Anchor>
        </Stack>
      )}
    </AlertPageFrame>
  );
}
