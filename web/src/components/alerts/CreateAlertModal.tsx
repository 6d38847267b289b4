import { Alert, Anchor, Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { createSavedSearch, type Frequency } from '../../api/saved-searches';
import { SavedSearchInput } from '../../lib/api-contract';
import { apiFieldErrors, failureMessage } from '../../lib/fetch-json';
import type { AlertSearch } from './CreateAlertButton';

const CONSENT_REQUIRED = 'Debes aceptar la Política de Tratamiento de Datos para crear la alerta';
const FAILED = 'No pudimos crear la alerta. Revisa tu conexión e inténtalo de nuevo.';

type Errors = Partial<Record<'email' | 'acceptsDataPolicy', string>>;

/** The alert's form: e-mail, frequency and the Ley 1581 consent; then "revisa tu correo" (double opt-in). */
export function CreateAlertModal({
  opened,
  onClose,
  search,
  describe,
}: {
  opened: boolean;
  onClose: () => void;
  search: AlertSearch;
  describe: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('immediate');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    onClose();
    // Opened again later, it offers a new alert (the address stays, as typed).
    if (sent) {
      setSent(null);
      setAccepted(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const checked = SavedSearchInput.shape.email.safeParse(email);
    if (!checked.success) found.email = checked.error.issues[0]?.message ?? 'Debe ser un email válido';
    if (!accepted) found.acceptsDataPolicy = CONSENT_REQUIRED;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const created = await createSavedSearch({
        email,
        frequency,
        ...(search.filters && Object.keys(search.filters).length > 0 ? { filters: search.filters } : {}),
        ...(search.query ? { query: search.query } : {}),
        acceptsDataPolicy: true,
      });
      setSent(created.message);
    } catch (error) {
      const fields = apiFieldErrors(error);
      const byField: Errors = {};
      for (const { path, message } of fields)
        if (path === 'email' || path === 'acceptsDataPolicy') byField[path] = message;
      setErrors(byField);
      const other = fields.find((field) => field.path !== 'email' && field.path !== 'acceptsDataPolicy');
      setFailure(other?.message ?? (Object.keys(byField).length > 0 ? null : failureMessage(error, FAILED)));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Crear alerta" size="md" centered>
      {sent ? (
        <Stack gap="md">
          <Alert
            variant="light"
            color="teal"
            icon={<IconMailCheck aria-hidden />}
            title="Revisa tu correo"
            role="status"
          >
            {sent}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Entendido</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">Te avisaremos por correo cuando se publiquen propiedades que cumplan con:</Text>
            {describe}
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              data-autofocus
            />
            <Radio.Group label="Frecuencia" value={frequency} onChange={(value) => setFrequency(value as Frequency)}>
              <Stack gap="xs" mt={6}>
                <Radio
                  value="immediate"
                  label="Inmediata"
                  description="Un correo por cada propiedad, en cuanto aparece"
                />
                <Radio value="daily" label="Diaria" description="Un resumen al día con todas las del día" />
              </Stack>
            </Radio.Group>
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
              error={errors.acceptsDataPolicy}
              label={
                <>
                  Acepto la {/* In a new tab: reading it must not lose the form. */}
                  <Anchor href="/privacy-policy" target="_blank" rel="noopener" inherit>
                    Política de Tratamiento de Datos
                  </Anchor>{' '}
                  (Ley 1581 de 2012) para recibir estas alertas.
                </>
              }
            />
            {failure && (
              <Alert variant="light" color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {failure}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              Te enviaremos un correo para confirmar. Cada alerta trae un enlace para cancelarla cuando quieras.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={pending}>
                Crear alerta
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
