import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { unsubscribeSavedSearch } from '../../../api/saved-searches';
import { MailedLinkPage } from './MailedLinkPage';

/**
 * /alertas/baja?token=…: opening the mail's "Cancelar la alerta" link cancels it, with no further click (what people
 * expect of an unsubscribe link). The page calls the API from the browser: a mail scanner that only fetches the
 * address cancels nothing. Mail clients use the List-Unsubscribe header's own address instead.
 */
export function UnsubscribePage() {
  return (
    <MailedLinkPage
      title="Cancelar alerta"
      act={unsubscribeSavedSearch}
      working="Cancelando tu alerta"
      doneTitle="Alerta cancelada"
      failed="No pudimos cancelar la alerta. Vuelve a abrir el enlace del correo en unos minutos."
    >
      {() => (
        <Anchor component={Link} to="/">
          Volver al catálogo
        </Anchor>
      )}
    </MailedLinkPage>
  );
}
