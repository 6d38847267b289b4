import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PasswordResetRequestInput, RESET_PASSWORD_PATH, RESET_PASSWORD_TITLE } from '../../../lib/api-contract';
import { apiFieldErrors, failureMessage, HttpError } from '../../../lib/fetch-json';
import { useSitePageHead } from '../../../lib/use-page-head';
import { confirmPasswordReset, NewPasswordForm, requestPasswordReset } from '../api/password-reset';

/** What /login shows after a reset (router state), so the person knows to use the new password. */
export interface LoginNotice {
  notice?: string;
  email?: string;
}

const backToLogin = (
  <Anchor component={Link} to="/login" size="sm">
    Volver a iniciar sesión
  </Anchor>
);

/**
 * /restablecer-contrasena (issue §6): without `token`, "¿Olvidaste tu contraseña?" asks for the address and says the
 * same whatever it is; with the mailed link's `token`, the new password is chosen there.
 */
export function ResetPasswordPage() {
  useSitePageHead(RESET_PASSWORD_TITLE);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container size={420} py={60} px="md">
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
        {token ? <NewPasswordStep key={token} token={token} /> : <RequestLinkStep />}
      </Paper>
    </Container>
  );
}

function RequestLinkStep() {
  const location = useLocation();
  const initialEmail = (location.state as LoginNotice | null)?.email ?? '';
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof PasswordResetRequestInput>>({
    resolver: zodResolver(PasswordResetRequestInput),
    defaultValues: { email: initialEmail },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      setSent((await requestPasswordReset(values)).message);
    } catch (error) {
      setFailure(failureMessage(error, 'No se pudo enviar el enlace. Inténtalo de nuevo en unos momentos.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Pedir enlace para restablecer la contraseña">
      <Stack>
        <Title order={1} size="h3">
          ¿Olvidaste tu contraseña?
        </Title>
        <Text size="sm">
          Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
        </Text>
        {sent && (
          <Alert color="green" role="status" title="Revisa tu correo">
            {sent} Si no llega en unos minutos, mira en la carpeta de correo no deseado.
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          data-autofocus
          autoFocus
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {sent ? 'Enviar otro enlace' : 'Enviar enlace'}
        </Button>
        {backToLogin}
      </Stack>
    </form>
  );
}

function NewPasswordStep({ token }: { token: string }) {
  const navigate = useNavigate();
  /** The link no longer opens (expired, used, replaced, altered): nothing to do here but ask for another. */
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof NewPasswordForm>>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await confirmPasswordReset(token, password);
      await navigate('/login', { replace: true, state: { notice: message } satisfies LoginNotice });
    } catch (error) {
      const passwordError = apiFieldErrors(error).find((field) => field.path === 'password');
      if (passwordError) {
        form.setError('password', { message: passwordError.message }, { shouldFocus: true });
        return;
      }
      const message = failureMessage(error, 'No se pudo cambiar la contraseña. Inténtalo de nuevo en unos momentos.');
      if (error instanceof HttpError && (error.status === 410 || error.status === 400)) setDeadLink(message);
      else setFailure(message);
    }
  });

  if (deadLink) {
    return (
      <Stack>
        <Title order={1} size="h3">
          El enlace ya no sirve
        </Title>
        <Alert color="orange" role="alert">
          {deadLink}
        </Alert>
        <Text size="sm">Los enlaces vencen una hora después de pedirlos y sirven una sola vez.</Text>
        <Button component={Link} to={RESET_PASSWORD_PATH} replace>
          Pedir un enlace nuevo
        </Button>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Elegir una contraseña nueva">
      <Stack>
        <Title order={1} size="h3">
          Elige una contraseña nueva
        </Title>
        <Text size="sm">Al guardarla se cerrarán todas las sesiones abiertas de tu cuenta.</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label="Contraseña nueva"
          description="Mínimo 12 caracteres y difícil de adivinar: mejor varias palabras poco comunes."
          autoComplete="new-password"
          withAsterisk
          autoFocus
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Repite la contraseña nueva"
          autoComplete="new-password"
          withAsterisk
          {...form.register('repeatPassword')}
          error={errors.repeatPassword?.message}
        />
        <Button type="submit" loading={isSubmitting}>
          Guardar contraseña
        </Button>
        {backToLogin}
      </Stack>
    </form>
  );
}
