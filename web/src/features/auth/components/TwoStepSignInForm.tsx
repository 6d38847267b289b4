import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SecondStepError, signInSecondStep } from '../api/sign-in';

interface Props {
  ticket: string;
  onSignedIn: (user: Awaited<ReturnType<typeof signInSecondStep>>) => void;
  /** The ticket expired (or the password changed meanwhile): back to the password, saying why. */
  onExpired: (message: string) => void;
}

/**
 * Issue 38 §9: the second step of the sign-in, for an account with two-step on: the 6 digits of the authenticator app
 * (browsers and password managers offer them from `one-time-code`), or one of the recovery codes.
 */
export function TwoStepSignInForm({ ticket, onSignedIn, onExpired }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      const user = await signInSecondStep(
        useRecovery ? { ticket, recoveryCode: value } : { ticket, code: value.replace(/\s/g, '') },
      );
      onSignedIn(user);
    } catch (error) {
      if (error instanceof SecondStepError && error.expired) onExpired(error.message);
      else setFailure(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  };

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setFailure(null);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Verificación en dos pasos">
      <Stack>
        <Title order={1} size="h3">
          Verificación en dos pasos
        </Title>
        <Text size="sm">
          {useRecovery
            ? 'Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada uno sirve una sola vez.'
            : 'Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.'}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {useRecovery ? (
          <TextInput
            key="recovery"
            label="Código de recuperación"
            placeholder="xxxxx-xxxxx"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        ) : (
          <TextInput
            key="code"
            label="Código de verificación"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            data-autofocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        )}
        <Button type="submit" loading={submitting}>
          Verificar
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={switchMode}>
          {useRecovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
        </Anchor>
      </Stack>
    </form>
  );
}
