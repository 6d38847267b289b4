import { Badge, Button, Divider, Group, Loader, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useCurrentUser } from '../../../api/current-user';
import { RetryAlert } from '../../../components/RetryAlert';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { updateUserAccount, useUserAccounts, type UserAccount, type UserRole } from '../api/users';
import { formatDateTimeOrNever } from '../../../lib/admin/colombian-dates';
import { ROLE_LABEL } from '../../../lib/roles';
import { isRole, ROLE_OPTIONS } from '../utils/team';
import { EditMemberDialog } from './EditMemberDialog';
import { NewStaffForm } from './NewStaffForm';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { InvitationControls } from './InvitationControls';
import { TwoStepControls } from './TwoStepControls';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** What is being sent for one account, so its controls show it until the server answers. */
type Pending = { id: string; role?: UserRole; active?: boolean };

/**
 * Issue 10 §5: the agency's staff accounts. Each can change role, name and WhatsApp number, get a one-time password
 * (issue 25), and be deactivated (after a confirmation) or activated again; the API's refusals (one's own account,
 * the last admin) are shown in its own words. The admin's own row says (Tú) and offers nothing that would lock them
 * out (their own password is changed from the panel's header).
 */
export function TeamDialog({ opened, onClose }: Props) {
  // A phone gets the whole screen: rows stack, nothing scrolls sideways.
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const [confirming, setConfirming] = useState<UserAccount | null>(null);
  const [editing, setEditing] = useState<UserAccount | null>(null);
  const [resetting, setResetting] = useState<UserAccount | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const update = async (account: UserAccount, change: Omit<Pending, 'id'>) => {
    setPending({ id: account.id, ...change });
    try {
      await updateUserAccount(account.id, change);
      void showToast(
        change.role !== undefined
          ? { title: 'Rol cambiado', message: `${account.email} ahora es ${ROLE_LABEL[change.role]}.` }
          : change.active
            ? { title: 'Cuenta activada', message: `${account.email} puede volver a iniciar sesión.` }
            : { title: 'Cuenta desactivada', message: `${account.email} ya no puede iniciar sesión.` },
      );
    } catch (error) {
      void showToast({
        title:
          change.role !== undefined
            ? 'No se pudo cambiar el rol'
            : change.active
              ? 'No se pudo activar la cuenta'
              : 'No se pudo desactivar la cuenta',
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const deactivate = () => {
    if (!confirming) return;
    setConfirming(null);
    void update(confirming, { active: false });
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="team"
        opened={opened}
        onClose={onClose}
        title="Equipo"
        size="xl"
        fullScreen={fullScreen}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Stack gap="lg">
          <TeamMembers
            pending={pending}
            onRoleChange={(account, role) => void update(account, { role })}
            onActivate={(account) => void update(account, { active: true })}
            onDeactivate={setConfirming}
            onEdit={setEditing}
            onResetPassword={setResetting}
          />
          <Divider />
          <NewStaffForm />
        </Stack>
      </Modal>
      <Modal
        stackId="confirm-deactivation"
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Desactivar cuenta"
        centered
      >
        <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
          ¿Desactivar la cuenta de {confirming?.email}? No podrá iniciar sesión.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancelar
          </Button>
          <Button color="red" leftSection={<IconUserOff size={16} aria-hidden />} onClick={deactivate}>
            Desactivar
          </Button>
        </Group>
      </Modal>
      <EditMemberDialog account={editing} onClose={() => setEditing(null)} />
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </Modal.Stack>
  );
}

interface MembersProps {
  pending: Pending | null;
  onRoleChange: (account: UserAccount, role: UserRole) => void;
  onActivate: (account: UserAccount) => void;
  onDeactivate: (account: UserAccount) => void;
  onEdit: (account: UserAccount) => void;
  onResetPassword: (account: UserAccount) => void;
}

function TeamMembers({ pending, ...actions }: MembersProps) {
  const { data, error, isLoading, mutate } = useUserAccounts();
  const { user } = useCurrentUser();
  const titleId = useId();
  const myEmail = user?.email.toLowerCase();

  let body;
  if (error && !data) {
    body = <RetryAlert title="No se pudo cargar el equipo" onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label="Cargando cuentas" />
      </Group>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {data.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            mine={account.email === myEmail}
            pending={pending?.id === account.id ? pending : null}
            busy={pending !== null}
            {...actions}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id={titleId}>
        {data ? `Cuentas (${data.length})` : 'Cuentas'}
      </Title>
      {body}
    </Stack>
  );
}

interface RowProps extends Omit<MembersProps, 'pending'> {
  account: UserAccount;
  mine: boolean;
  pending: Pending | null;
  /** Another account's change is on its way: one change at a time. */
  busy: boolean;
}

function AccountRow({
  account,
  mine,
  pending,
  busy,
  onRoleChange,
  onActivate,
  onDeactivate,
  onEdit,
  onResetPassword,
}: RowProps) {
  const { email, firstName, phone, role, active } = account;
  const noteId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={email}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email}
            {mine && (
              <Text span c="dimmed" fw={400}>
                {' '}
                (Tú)
              </Text>
            )}
          </Text>
          {(firstName || phone) && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[firstName, phone && `WhatsApp ${phone}`].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light" color={{ admin: 'blue', asesor: 'grape', user: 'gray' }[role]}>
              {ROLE_LABEL[role]}
            </Badge>
            <Badge variant="dot" color={active ? 'teal' : 'red'}>
              {active ? 'Activa' : 'Desactivada'}
            </Badge>
            {account.mustChangePassword && (
              <Badge variant="outline" color="orange">
                Debe cambiar su contraseña
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Último inicio de sesión: {formatDateTimeOrNever(account.lastSignInAt)}
          </Text>
          <InvitationControls account={account} />
          <TwoStepControls account={account} mine={mine} />
          {mine && (
            <Text size="xs" c="dimmed" id={noteId}>
              Es tu cuenta: no puedes desactivarla ni quitarte el rol de administrador.
            </Text>
          )}
        </Stack>
        <Group gap="xs" style={{ flex: '0 1 auto' }}>
          <Select
            w={140}
            size="sm"
            aria-label={`Rol de ${email}`}
            data={ROLE_OPTIONS}
            value={pending?.role ?? role}
            allowDeselect={false}
            disabled={mine || busy}
            aria-describedby={mine ? noteId : undefined}
            onChange={(value) => {
              if (isRole(value) && value !== role) onRoleChange(account, value);
            }}
          />
          <Button
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            disabled={busy}
            aria-label={`Editar datos de ${email}`}
            onClick={() => onEdit(account)}
          >
            Editar
          </Button>
          {!mine && (
            <Button
              variant="light"
              color="orange"
              leftSection={<IconKey size={16} aria-hidden />}
              disabled={busy}
              aria-label={`Restablecer contraseña de ${email}`}
              onClick={() => onResetPassword(account)}
            >
              Restablecer contraseña
            </Button>
          )}
          {active ? (
            <Button
              miw={140}
              variant="light"
              color="red"
              leftSection={<IconUserOff size={16} aria-hidden />}
              disabled={mine || (busy && !pending)}
              loading={pending?.active === false}
              aria-label={`Desactivar ${email}`}
              aria-describedby={mine ? noteId : undefined}
              onClick={() => onDeactivate(account)}
            >
              Desactivar
            </Button>
          ) : (
            <Button
              miw={140}
              variant="light"
              color="teal"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              disabled={busy && !pending}
              loading={pending?.active === true}
              aria-label={`Activar ${email}`}
              onClick={() => onActivate(account)}
            >
              Activar
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
