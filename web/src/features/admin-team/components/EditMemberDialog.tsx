import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { UserUpdateInput } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { updateUserAccount, type UserAccount } from '../api/users';

/** The part of an account the visitors see with an asesor's listings (issue 25). */
const ProfileInput = UserUpdateInput.pick({ firstName: true, phone: true });

interface Values {
  firstName: string;
  phone: string;
}

interface Props {
  /** The account being edited; null: the dialog is closed. */
  account: UserAccount | null;
  onClose: () => void;
}

/** A team member's name and WhatsApp number, checked by the API's own schema; empty fields clear them. */
export function EditMemberDialog({ account, onClose }: Props) {
  return (
    <Modal
      stackId="edit-member"
      opened={account !== null}
      onClose={onClose}
      title={account ? `Datos de ${account.email}` : 'Datos'}
      centered
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {account && <MemberForm account={account} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}

function MemberForm({
  account,
  onSaved,
  onCancel,
}: {
  account: UserAccount;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { form, onSubmit, formError } = useApiForm(ProfileInput, (body) => updateUserAccount(account.id, body), {
    defaultValues: { firstName: account.firstName ?? '', phone: account.phone ?? '' } satisfies Values,
    success: (saved) => ({ title: 'Datos guardados', message: `Se guardaron los datos de ${saved.email}.` }),
    failure: (error) => ({
      title: 'No se pudieron guardar los datos',
      message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
    }),
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Datos de la cuenta">
      <Stack gap="sm">
        <TextInput
          label="Nombre"
          description="El que ven los visitantes en las propiedades que atiende."
          autoComplete="off"
          data-autofocus
          {...form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextInput
          label="WhatsApp (opcional)"
          description="Celular con al menos 10 dígitos, p. ej. 300 123 4567."
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
