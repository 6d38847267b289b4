import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey, IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { UserCreateInput } from '../../../lib/api-contract';
import { apiFieldErrors, failureMessage, HttpError } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { useCopy } from '../../../lib/use-copy';
import { createUserAccount } from '../api/users';
import { generatePassword, ROLE_OPTIONS } from '../utils/team';

interface NewStaffValues {
  email: string;
  firstName: string;
  password: string;
  role: 'admin' | 'user';
}
type NewStaffField = keyof NewStaffValues;

const EMPTY: NewStaffValues = { email: '', firstName: '', password: '', role: 'user' };

type NewStaffBody = z.output<typeof UserCreateInput>;
/**
 * The API's own schema checks the form. Cast because its optional name is read from `unknown` (a blank becomes
 * null); what reaches the submit handler is the schema's output, sent as is.
 */
const resolver = zodResolver(UserCreateInput) as unknown as Resolver<NewStaffValues, unknown, NewStaffBody>;

const copyToasts = {
  success: { title: 'Contraseña copiada', message: 'Pásala a la persona por un canal privado.' },
  failure: 'No se pudo copiar la contraseña. Selecciónala y cópiala a mano.',
};

/**
 * Issue 10 §5: a new staff account. The API's own schema checks the form, so its messages are the API's word for
 * word; a refusal (e-mail already taken under the field, anything else in a toast) keeps everything typed.
 */
export function NewStaffForm() {
  const form = useForm<NewStaffValues, unknown, NewStaffBody>({ defaultValues: EMPTY, resolver });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The account just created and its password, until the admin has passed it on (or closes the notice).
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const fieldCopy = useCopy();
  const noticeCopy = useCopy();
  const titleId = useId();

  const generate = () => {
    form.setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setPasswordVisible(true);
  };

  const showServerErrors = (error: unknown) => {
    for (const { path, message } of apiFieldErrors(error))
      if (path in EMPTY) form.setError(path as NewStaffField, { message });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const account = await createUserAccount(values);
      void showToast({ title: 'Cuenta creada', message: `${account.email} ya puede iniciar sesión.` });
      setCreated({ email: account.email, password: values.password });
      form.reset(EMPTY);
      setPasswordVisible(false);
    } catch (error) {
      const message = failureMessage(error, 'No se pudo crear la cuenta. Inténtalo de nuevo en unos momentos.');
      if (error instanceof HttpError && error.status === 409) {
        form.setError('email', { message }, { shouldFocus: true });
        return;
      }
      showServerErrors(error);
      void showToast({ title: 'No se pudo crear la cuenta', message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          Nueva cuenta
        </Title>
        {created && (
          <Alert
            color="teal"
            variant="light"
            title={`Cuenta creada: ${created.email}`}
            withCloseButton
            closeButtonLabel="Cerrar aviso"
            onClose={() => setCreated(null)}
          >
            <Stack gap={6} align="flex-start">
              <Text size="sm">Comparte la contraseña solo con esa persona:</Text>
              <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                {created.password}
              </Code>
              <Button
                size="xs"
                variant="light"
                color="teal"
                leftSection={<CopyIcon copied={noticeCopy.copied} />}
                onClick={() => noticeCopy.copy(created.password, copyToasts)}
              >
                Copiar contraseña
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="off"
            withAsterisk
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label="Nombre (opcional)"
            autoComplete="off"
            {...form.register('firstName')}
            error={errors.firstName?.message}
          />
        </SimpleGrid>
        <div>
          <PasswordInput
            label="Contraseña"
            description="Mínimo 8 caracteres. Genera una y pásala a la persona."
            autoComplete="new-password"
            withAsterisk
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            styles={{
              innerInput: { fontFamily: passwordVisible ? 'var(--mantine-font-family-monospace)' : undefined },
            }}
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Group gap="xs" mt={6}>
            <Button size="xs" variant="light" leftSection={<IconKey size={14} aria-hidden />} onClick={generate}>
              Generar
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<CopyIcon copied={fieldCopy.copied} />}
              disabled={password === ''}
              onClick={() => fieldCopy.copy(password, copyToasts)}
            >
              Copiar
            </Button>
          </Group>
        </div>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              label="Rol"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.role?.message}
            >
              <Group gap="lg" mt={6}>
                {ROLE_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} onBlur={field.onBlur} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Text size="xs" c="dimmed">
          Un Usuario no entra al panel de administración; un Administrador gestiona todo el sitio.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconUserPlus size={16} aria-hidden />}>
            Crear cuenta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const CopyIcon = ({ copied }: { copied: boolean }) =>
  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />;
