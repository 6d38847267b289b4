import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconKey } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import type { TokenWithSecretSchema } from '../../../lib/api-contract';
import { showToast } from '../../../lib/toast';
import { createAuthToken } from '../api/auth-tokens';
import { failureText } from '../../../lib/admin/failure-text';
import { CALENDAR_LABELS } from '../../../lib/admin/calendar-labels';
import { colombianToday } from '../utils/token-dates';
import { EMPTY_TOKEN_FORM, TokenFormSchema, tokenCreateBody } from '../utils/token-form';

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
  const { form, onSubmit, formError, guard, discard } = useApiForm(
    TokenFormSchema,
    (values) => createAuthToken(tokenCreateBody(values)),
    {
      defaultValues: EMPTY_TOKEN_FORM,
      // The API's refusal of the expiry names its own field.
      fieldOfPath: { expiresAt: 'expiresOn' },
      success: (created) => ({
        title: 'Token creado',
        message: `«${created.name}» está activo. Cópialo y guárdalo en un lugar seguro.`,
      }),
      failure: (error) => ({
        title: 'Error',
        message: failureText('No se pudo crear el token de autenticación.', error),
      }),
      savedValues: () => EMPTY_TOKEN_FORM,
      onSaved: onCreated,
      onInvalid: (invalid) => {
        if (invalid.name?.message)
          void showToast({ title: 'Error', message: invalid.name.message, variant: 'destructive' });
      },
    },
  );
  const { errors, isSubmitting } = form.formState;

  const cancel = () => {
    discard();
    onClose();
  };

  return (
    <>
      {guard}
      <Modal
        opened={opened}
        onClose={onClose}
        title="Crear Token"
        centered
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form onSubmit={onSubmit} noValidate>
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
            <FormErrorAlert message={formError} />
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
