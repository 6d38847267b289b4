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
import { z } from 'zod';
import { Controller, useWatch } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { UserCreateInput } from '../../../lib/api-contract';
import { failureMessage, HttpError } from '../../../lib/fetch-json';
import { useCopy } from '../../../lib/use-copy';
import { createUserAccount } from '../api/users';
import type { Role } from '../../../lib/roles';
import { generatePassword, ROLE_OPTIONS } from '../utils/team';

type Access = 'invite' | 'temporary';

interface NewStaffValues {
  email: string;
  firstName: string;
  phone: string;
  /** Invited (the person chooses their password from a mailed link) or given a temporary one to pass on. */
  access: Access;
  password: string;
  role: Role;
}

const EMPTY: NewStaffValues = { email: '', firstName: '', phone: '', access: 'invite', password: '', role: 'user' };

/** The API's schema; an invitation sends no password (the field keeps what was typed, should the admin switch back). */
const NewStaffSchema = z.preprocess(
  (values) =>
    (values as NewStaffValues).access === 'invite' ? { ...(values as NewStaffValues), password: undefined } : values,
  UserCreateInput,
);

const copyToasts = {
  success: { title: 'Contraseña copiada', message: 'Pásala a la persona por un canal privado.' },
  failure: 'No se pudo copiar la contraseña. Selecciónala y cópiala a mano.',
};

/**
 * Issue 10 §5: a new staff account. The API's own schema checks the form, so its messages are the API's word for
 * word; a refusal (e-mail already taken under the field, anything else in a toast) keeps everything typed.
 */
export function NewStaffForm() {
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The account just created (and its temporary password), until the admin has passed it on or closes the notice.
  const [created, setCreated] = useState<{ email: string; password: string | undefined } | null>(null);
  // No guard of its own: the Equipo dialog opens over a tab that may be guarding its form (one blocker at a time).
  const { form, onSubmit, formError } = useApiForm(NewStaffSchema, createUserAccount, {
    defaultValues: EMPTY,
    success: (account) =>
      account.invitationPending
        ? { title: 'Invitación enviada', message: `${account.email} recibirá un correo para elegir su contraseña.` }
        : { title: 'Cuenta creada', message: `${account.email} entra con la contraseña temporal y elige la suya.` },
    failure: (error) => ({
      title: 'No se pudo crear la cuenta',
      message: failureMessage(error, 'No se pudo crear la cuenta. Inténtalo de nuevo en unos momentos.'),
    }),
    savedValues: () => EMPTY,
    onSaved: (account, body) => {
      setCreated({ email: account.email, password: body.password });
      setPasswordVisible(false);
    },
    // The e-mail is taken: said under it, where the admin corrects it.
    onRefused: (error) => {
      if (!(error instanceof HttpError && error.status === 409)) return false;
      form.setError(
        'email',
        { message: failureMessage(error, 'Ese correo ya tiene una cuenta.') },
        { shouldFocus: true },
      );
      return true;
    },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const access = useWatch({ control: form.control, name: 'access' });
  const fieldCopy = useCopy();
  const noticeCopy = useCopy();
  const titleId = useId();

  const generate = () => {
    form.setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setPasswordVisible(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          Nueva cuenta
        </Title>
        {created && (
          <Alert
            color="teal"
            variant="light"
            title={created.password ? `Cuenta creada: ${created.email}` : `Invitación enviada a ${created.email}`}
            withCloseButton
            closeButtonLabel="Cerrar aviso"
            onClose={() => setCreated(null)}
          >
            {created.password ? (
              <Stack gap={6} align="flex-start">
                <Text size="sm">Comparte la contraseña temporal solo con esa persona; al entrar elegirá la suya:</Text>
                <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                  {created.password}
                </Code>
                <Button
                  size="xs"
                  variant="light"
                  color="teal"
                  leftSection={<CopyIcon copied={noticeCopy.copied} />}
                  onClick={() => noticeCopy.copy(created.password!, copyToasts)}
                >
                  Copiar contraseña
                </Button>
              </Stack>
            ) : (
              <Text size="sm">
                Le llegará un enlace, válido por una semana, para elegir su propia contraseña: nadie más la conocerá. Si
                no le llega, usa «Reenviar invitación» en su fila.
              </Text>
            )}
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
          <TextInput
            label="WhatsApp (opcional)"
            description="El de un asesor se muestra en las propiedades que atiende."
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="access"
          render={({ field }) => (
            <Radio.Group label="Cómo entra" value={field.value} onChange={(value) => field.onChange(value as Access)}>
              <Stack gap={6} mt={6}>
                <Radio
                  value="invite"
                  label="Enviarle una invitación por correo"
                  description="Elige su propia contraseña con un enlace; nadie más la conoce."
                  onBlur={field.onBlur}
                />
                <Radio
                  value="temporary"
                  label="Darle una contraseña temporal"
                  description="Se la pasas tú; deberá cambiarla al entrar."
                  onBlur={field.onBlur}
                />
              </Stack>
            </Radio.Group>
          )}
        />
        {access === 'temporary' && (
          <div>
            <PasswordInput
              label="Contraseña temporal"
              description="Mínimo 12 caracteres y difícil de adivinar. Genera una y pásala a la persona."
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
        )}
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
          Un Usuario no entra al panel de administración; un Asesor entra para las propiedades, sus fotos y las
          solicitudes de contacto; un Administrador gestiona todo el sitio.
        </Text>
        <FormErrorAlert message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {access === 'invite' ? 'Crear e invitar' : 'Crear cuenta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const CopyIcon = ({ copied }: { copied: boolean }) =>
  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />;
