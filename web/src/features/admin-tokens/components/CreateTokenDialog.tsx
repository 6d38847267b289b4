import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconKey } from '@tabler/icons-react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TokenWithSecretSchema } from '../../../lib/api-contract';
import { showToast } from '../../../lib/toast';
import { createAuthToken } from '../api/auth-tokens';
import { apiFieldErrors } from '../../../lib/fetch-json';
import { failureText } from '../../../lib/admin/failure-text';
import { CALENDAR_LABELS } from '../../../lib/admin/calendar-labels';
import { colombianToday } from '../utils/token-dates';
import {
  EMPTY_TOKEN_FORM,
  TokenFormSchema,
  tokenCreateBody,
  type TokenFormOutput,
  type TokenFormValues,
} from '../utils/token-form';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';

/** Cast because the API's optional description is read from `unknown` (a blank becomes null). */
const resolver = zodResolver(TokenFormSchema) as unknown as Resolver<TokenFormValues, unknown, TokenFormOutput>;

/** Where the API's per-field refusals belong in this form. */
const FIELD_OF_PATH: Record<string, keyof TokenFormValues> = {
  name: 'name',
  description: 'description',
  expiresAt: 'expiresOn',
};

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (token: z.infer<typeof TokenWithSecretSchema>) => void;
}

/**
 * SPEC §2 Crear Token. The API's own schema checks the name and description; a name left empty is also said in a
 * toast and nothing is sent (SPEC §5). What is typed survives a refusal and closing the dialog with Escape; only
 * Cancelar and a successful creation clear it.
 */
export function CreateTokenDialog({ opened, onClose, onCreated }: Props) {
  const form = useForm<TokenFormValues, unknown, TokenFormOutput>({ defaultValues: EMPTY_TOKEN_FORM, resolver });
  const { errors, isSubmitting, isDirty } = form.formState;

  const cancel = () => {
    form.reset(EMPTY_TOKEN_FORM);
    onClose();
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const created = await createAuthToken(tokenCreateBody(values));
        form.reset(EMPTY_TOKEN_FORM);
        onCreated(created);
        void showToast({
          title: 'Token creado',
          message: `«${created.name}» está activo. Cópialo y guárdalo en un lugar seguro.`,
        });
      } catch (error) {
        for (const { path, message } of apiFieldErrors(error)) {
          const field = FIELD_OF_PATH[path];
          if (field) form.setError(field, { message });
        }
        void showToast({
          title: 'Error',
          message: failureText('No se pudo crear el token de autenticación.', error),
          variant: 'destructive',
        });
      }
    },
    (invalid) => {
      if (invalid.name?.message)
        void showToast({ title: 'Error', message: invalid.name.message, variant: 'destructive' });
    },
  );

  return (
    <>
      <UnsavedChangesGuard when={isDirty} />
      <Modal
        opened={opened}
        onClose={onClose}
        title="Crear Token"
        centered
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Nombre del Token"
              placeholder="API Mobile App"
              withAsterisk
              autoComplete="off"
              data-autofocus
              {...form.register('name')}
              error={errors.name?.message}
            />
            <Textarea
              label="Descripción (opcional)"
              placeholder="Para qué o quién es este token"
              autosize
              minRows={2}
              maxRows={5}
              {...form.register('description')}
              error={errors.description?.message}
            />
            <Controller
              control={form.control}
              name="expiresOn"
              render={({ field }) => (
                <DatePickerInput
                  label="Fecha de Expiración (opcional)"
                  description="El token deja de funcionar al terminar ese día (hora de Colombia)."
                  placeholder="Sin expiración"
                  valueFormat="DD/MM/YYYY"
                  leftSection={<IconCalendar size={16} aria-hidden />}
                  minDate={colombianToday(new Date())}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Quitar la fecha de expiración' }}
                  ariaLabels={CALENDAR_LABELS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.expiresOn?.message}
                />
              )}
            />
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" onClick={cancel} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" loading={isSubmitting} leftSection={<IconKey size={16} aria-hidden />}>
                Crear Token
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
