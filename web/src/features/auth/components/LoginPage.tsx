import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LOGIN_TITLE, LoginInput, RESET_PASSWORD_PATH, safeReturnTo } from '../../../lib/api-contract';
import { useSitePageHead } from '../../../lib/use-page-head';
import { signIn, type Credentials } from '../api/sign-in';
import { TwoStepSignInForm } from './TwoStepSignInForm';
import type { LoginNotice } from './ResetPasswordPage';

/** /login, where /api/login leads: e-mail and password, Spanish errors, back to where the visitor came from. */
export function LoginPage() {
  useSitePageHead(LOGIN_TITLE);
  const [params] = useSearchParams();
  // Said once on arrival (after a password reset), gone at the next attempt.
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Credentials>({ resolver: zodResolver(LoginInput), defaultValues: { email: '', password: '' } });

  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const [tried, setTried] = useState(false);
  // The password was right and the account asks for a code: the second step's ticket (issue 38 §9).
  const [ticket, setTicket] = useState<string | null>(null);
  // A full load, so every part of the page reads the new session. A password someone else chose is replaced
  // first: the panel asks for the new one (issue 25), as it asks for two-step sign-in an admin requires.
  const enter = (user: { mustChangePassword: boolean; twoStep: { required: boolean; enabled: boolean } }) =>
    window.location.assign(
      user.mustChangePassword || (user.twoStep.required && !user.twoStep.enabled)
        ? '/admin'
        : safeReturnTo(params.get('returnTo')),
    );
  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    setTried(true);
    try {
      const outcome = await signIn(credentials);
      if (outcome.kind === 'two-step') setTicket(outcome.ticket);
      else enter(outcome.user);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (ticket)
    return (
      <Container size={420} py={60} px="md">
        <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <TwoStepSignInForm
            ticket={ticket}
            onSignedIn={enter}
            onExpired={(message) => {
              setTicket(null);
              setFailure(message);
            }}
          />
        </Paper>
      </Container>
    );

  return (
    <Container size={420} py={60} px="md">
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h3">
              Iniciar Sesión
            </Title>
            {notice && !tried && (
              <Alert color="green" role="status">
                {notice}
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
              {...form.register('email')}
              error={form.formState.errors.email?.message}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              {...form.register('password')}
              error={form.formState.errors.password?.message}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              Iniciar Sesión
            </Button>
            {/* After the button: Tab goes from the password to signing in. The address typed so far goes along. */}
            <Anchor
              component={Link}
              to={RESET_PASSWORD_PATH}
              state={{ email: typedEmail } satisfies LoginNotice}
              size="sm"
              ta="center"
            >
              ¿Olvidaste tu contraseña?
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
