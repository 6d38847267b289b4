import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { User } from '../../../api/current-user';
import { failureMessage } from '../../../lib/fetch-json';
import { disableTwoStep } from '../api/two-step';
import { EnrolTwoStep } from './EnrolTwoStep';

/**
 * Issue 38 §9, the person's own "Verificación en dos pasos": turn it on, or off with a current code or the password
 * (not while an admin requires it).
 */
export function TwoStepSettings({
  user,
  onClose,
  closeAction,
}: {
  user: User;
  onClose: () => void;
  closeAction: ReactNode;
}) {
  const { enabled, required, recoveryCodesLeft } = user.twoStep;
  if (!enabled) return <EnrolTwoStep onDone={onClose} extraAction={closeAction} />;
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light">
        La verificación en dos pasos está activada: al entrar se te pide un código de tu aplicación. Te quedan{' '}
        {recoveryCodesLeft} {recoveryCodesLeft === 1 ? 'código' : 'códigos'} de recuperación.
      </Alert>
      {required ? (
        <Text size="sm">
          Un administrador exige la verificación en dos pasos para tu cuenta: no puedes desactivarla.
        </Text>
      ) : (
        <DisableTwoStep onDisabled={onClose} closeAction={closeAction} />
      )}
    </Stack>
  );
}

function DisableTwoStep({ onDisabled, closeAction }: { onDisabled: () => void; closeAction: ReactNode }) {
  const [withPassword, setWithPassword] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      await disableTwoStep(withPassword ? { password: value } : { code: value.replace(/\s/g, '') });
      onDisabled();
    } catch (error) {
      setFailure(failureMessage(error, 'No se pudo desactivar. Inténtalo de nuevo en unos momentos.'));
      setSubmitting(false);
    }
  };

  return (
    <form aria-label="Desactivar la verificación en dos pasos" noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text size="sm">Para desactivarla, confirma que eres tú.</Text>
        {withPassword ? (
          <PasswordInput
            key="password"
            label="Contraseña"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        ) : (
          <TextInput
            key="code"
            label="Código de la aplicación"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setWithPassword((current) => !current);
            setValue('');
          }}
        >
          {withPassword ? 'Usar un código de la aplicación' : 'Usar mi contraseña'}
        </Anchor>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {closeAction}
          <Button type="submit" color="red" variant="light" loading={submitting}>
            Desactivar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
