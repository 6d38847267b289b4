import { Alert, Button, Code, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import type { User } from '../../../api/current-user';
import type { TwoStepEnrolmentSchema } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { confirmTwoStepEnrolment, finishEnrolment, startTwoStepEnrolment } from '../api/two-step';
import { RecoveryCodes } from './RecoveryCodes';

type Enrolment = z.infer<typeof TwoStepEnrolmentSchema>;
type Step =
  { kind: 'password' } | { kind: 'scan'; enrolment: Enrolment } | { kind: 'codes'; codes: string[]; user: User };

/**
 * Issue 38 §9: turning two-step sign-in on. The password first (an open session alone must not bind someone else's
 * phone to the account), then the QR code and the secret for the app, a code of it to confirm, and the recovery
 * codes, once.
 */
export function EnrolTwoStep({ onDone, extraAction }: { onDone?: () => void; extraAction?: ReactNode }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const run = async (event: FormEvent, action: () => Promise<void>, fallback: string) => {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      await action();
      setValue('');
    } catch (error) {
      setFailure(failureMessage(error, fallback));
    } finally {
      setSubmitting(false);
    }
  };

  if (step.kind === 'codes')
    return (
      <RecoveryCodes
        codes={step.codes}
        onDone={() => {
          void finishEnrolment(step.user);
          onDone?.();
        }}
      />
    );

  const error = failure && (
    <Alert color="red" variant="light" role="alert">
      {failure}
    </Alert>
  );

  if (step.kind === 'password')
    return (
      <form
        aria-label="Activar la verificación en dos pasos"
        noValidate
        onSubmit={(event) =>
          void run(
            event,
            async () => setStep({ kind: 'scan', enrolment: await startTwoStepEnrolment(value) }),
            'No se pudo empezar la activación. Inténtalo de nuevo en unos momentos.',
          )
        }
      >
        <Stack gap="sm">
          <Text size="sm">
            Al entrar, además de tu contraseña, escribirás un código de 6 dígitos de una aplicación de autenticación
            (Google Authenticator, Microsoft Authenticator, 1Password…). Para empezar, confirma tu contraseña.
          </Text>
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            data-autofocus
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          {error}
          <Group justify="flex-end" gap="xs">
            {extraAction}
            <Button type="submit" loading={submitting} leftSection={<IconShieldLock size={16} aria-hidden />}>
              Continuar
            </Button>
          </Group>
        </Stack>
      </form>
    );

  const { enrolment } = step;
  return (
    <form
      aria-label="Confirmar la verificación en dos pasos"
      noValidate
      onSubmit={(event) =>
        void run(
          event,
          async () => {
            const { recoveryCodes, user } = await confirmTwoStepEnrolment(value.replace(/\s/g, ''));
            setStep({ kind: 'codes', codes: recoveryCodes, user });
          },
          'No se pudo confirmar el código. Inténtalo de nuevo en unos momentos.',
        )
      }
    >
      <Stack gap="sm">
        <Text size="sm">Escanea este código QR con tu aplicación de autenticación:</Text>
        <Image src={enrolment.qrCode} alt="Código QR para la aplicación de autenticación" w={200} h={200} mx="auto" />
        <Text size="sm">
          ¿No puedes escanearlo? Escribe esta clave en la aplicación:{' '}
          <Code style={{ wordBreak: 'break-all' }}>{enrolment.secret}</Code>
        </Text>
        <TextInput
          label="Código de la aplicación"
          description="Los 6 dígitos que muestra ahora la aplicación"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          data-autofocus
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {error}
        <Group justify="flex-end" gap="xs">
          {extraAction}
          <Button type="submit" loading={submitting}>
            Activar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
