import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { apiFieldErrors, failureMessage } from '../../../lib/fetch-json';
import { changeOwnPassword, PasswordChangeForm } from '../api/own-password';

interface Values {
  currentPassword: string;
  newPassword: string;
  repeatNewPassword: string;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', repeatNewPassword: '' };

interface Props {
  /** The submit button's words. */
  submitLabel: string;
  /** What the current password is called (after a reset, the one-time password). */
  currentLabel?: string;
  onChanged?: () => void;
  /** Beside the submit button (e.g. Cancelar). */
  extraAction?: ReactNode;
}

/**
 * Issue 25: the signed-in person's new password, checked by the API's schema (its messages word for word) and its
 * strength rule, whose reason shows under the new password; a wrong current password is said under that field.
 */
export function ChangePasswordForm({ submitLabel, currentLabel = 'Contraseña actual', onChanged, extraAction }: Props) {
  const { form, onSubmit, formError, guard } = useApiForm(PasswordChangeForm, changeOwnPassword, {
    defaultValues: EMPTY,
    success: () => ({
      title: 'Contraseña cambiada',
      message: 'Tus otras sesiones se cerraron; esta sigue abierta.',
    }),
    savedValues: () => EMPTY,
    onSaved: onChanged,
    // Field refusals go under their fields; anything else (too many attempts, no connection) above the button.
    onRefused: (error) => {
      if (apiFieldErrors(error).length > 0) return false;
      form.setError('root.server', {
        message: failureMessage(error, 'No se pudo cambiar la contraseña. Inténtalo de nuevo en unos momentos.'),
      });
      return true;
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cambiar contraseña">
      {guard}
      <Stack gap="sm">
        <PasswordInput
          label={currentLabel}
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label="Contraseña nueva"
          description="Mínimo 12 caracteres y difícil de adivinar: mejor varias palabras poco comunes."
          autoComplete="new-password"
          withAsterisk
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label="Repite la contraseña nueva"
          autoComplete="new-password"
          withAsterisk
          {...form.register('repeatNewPassword')}
          error={errors.repeatNewPassword?.message}
        />
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="xs">
          {extraAction}
          <Button type="submit" loading={isSubmitting} leftSection={<IconKey size={16} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
