import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { confirmSavedSearch } from '../../../api/saved-searches';
import { FREQUENCY_LABELS } from '../../../lib/api-contract';
import { AlertChips, catalogueLink } from './AlertPageFrame';
import { MailedLinkPage } from './MailedLinkPage';

/** /alertas/confirmar?token=…: opening the mail's link confirms the alert (double opt-in), and says so. */
export function ConfirmAlertPage() {
  return (
    <MailedLinkPage
      title="Confirmar alerta"
      act={confirmSavedSearch}
      working="Confirmando tu alerta"
      doneTitle="Alerta confirmada"
      failed="No pudimos confirmar la alerta. Vuelve a abrir el enlace del correo en unos minutos."
    >
      {({ savedSearch }) => (
        <>
          <Text>
            Frecuencia: <strong>{FREQUENCY_LABELS[savedSearch.frequency]}</strong> · a {savedSearch.email}
          </Text>
          <AlertChips chips={savedSearch.chips} />
          <Text size="sm" c="dimmed">
            Cada correo de la alerta trae enlaces para cambiarla o cancelarla.
          </Text>
          <Button component={Link} to={catalogueLink(savedSearch.searchUrl)} variant="light" w="fit-content">
            Ver las propiedades de hoy
          </Button>
        </>
      )}
    </MailedLinkPage>
  );
}
