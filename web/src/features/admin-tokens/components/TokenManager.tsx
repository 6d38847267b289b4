import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { showToast } from '../../../lib/toast';
import {
  deleteAuthToken,
  revealAuthToken,
  setAuthTokenActive,
  useAuthTokens,
  type AuthToken,
} from '../api/auth-tokens';
import { failureText } from '../../../lib/admin/failure-text';
import { CreateTokenDialog } from './CreateTokenDialog';
import { DeleteTokenDialog } from './DeleteTokenDialog';
import { TokenTable, type PendingActivation } from './TokenTable';

/**
 * SPEC §2 token manager: the tokens, each revealed on demand (the server records every reveal), switched on and off,
 * deleted after a confirmation; Crear Token reveals the new one at once. Revealed secrets live only in this tab's
 * memory: leaving the tab hides them again.
 */
export function TokenManager() {
  const { data, error, isLoading, mutate } = useAuthTokens();
  const [createOpened, create] = useDisclosure(false);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [revealingId, setRevealingId] = useState<string | null>(null);
  const [pendingActivation, setPendingActivation] = useState<PendingActivation | null>(null);
  const [confirming, setConfirming] = useState<AuthToken | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const toggleSecret = async ({ id }: AuthToken) => {
    if (secrets[id] !== undefined) {
      setSecrets(({ [id]: _hidden, ...rest }) => rest);
      return;
    }
    setRevealingId(id);
    try {
      const { token } = await revealAuthToken(id);
      setSecrets((current) => ({ ...current, [id]: token }));
    } catch (failure) {
      void showToast({
        title: 'Error',
        message: failureText('No se pudo mostrar el token.', failure),
        variant: 'destructive',
      });
    } finally {
      setRevealingId(null);
    }
  };

  const setActive = async (token: AuthToken, isActive: boolean) => {
    setPendingActivation({ id: token.id, isActive });
    try {
      await setAuthTokenActive(token.id, isActive);
      void showToast({
        title: 'Token actualizado',
        message: `«${token.name}» ahora está ${isActive ? 'activo' : 'inactivo'}.`,
      });
    } catch (failure) {
      void showToast({
        title: 'Error',
        message: failureText('No se pudo actualizar el token.', failure),
        variant: 'destructive',
      });
    } finally {
      setPendingActivation(null);
    }
  };

  const remove = async (token: AuthToken) => {
    setConfirming(null);
    setDeletingId(token.id);
    try {
      await deleteAuthToken(token.id);
      setSecrets(({ [token.id]: _deleted, ...rest }) => rest);
      void showToast({ title: 'Token eliminado', message: `«${token.name}» ya no da acceso a la API.` });
    } catch (failure) {
      void showToast({
        title: 'Error',
        message: failureText('No se pudo eliminar el token.', failure),
        variant: 'destructive',
      });
    } finally {
      setDeletingId(null);
    }
  };

  let body;
  if (error && !data) {
    body = <RetryAlert title="No se pudieron cargar los tokens" onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = (
      <Group gap="xs" py="md" justify="center">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Cargando tokens...</Text>
      </Group>
    );
  } else if (data.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        No hay tokens de autenticación creados.
      </Text>
    );
  } else {
    body = (
      <TokenTable
        tokens={data}
        secrets={secrets}
        revealingId={revealingId}
        pendingActivation={pendingActivation}
        deletingId={deletingId}
        onToggleSecret={(token) => void toggleSecret(token)}
        onSetActive={(token, isActive) => void setActive(token, isActive)}
        onDelete={setConfirming}
      />
    );
  }

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 18rem' }}>
          <Title order={2} size="h3">
            Tokens de autenticación
          </Title>
          <Text c="dimmed" size="sm">
            Cada integración usa su propio token en la cabecera <code>Authorization: Bearer</code>. Desactívalo o
            elimínalo para cortarle el acceso al instante.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
          Crear Token
        </Button>
      </Group>
      {body}
      <CreateTokenDialog
        opened={createOpened}
        onClose={create.close}
        onCreated={(created) => {
          create.close();
          // SPEC §2: the new token is shown at once, ready to copy.
          setSecrets((current) => ({ ...current, [created.id]: created.token }));
        }}
      />
      <DeleteTokenDialog
        token={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(token) => void remove(token)}
      />
    </Card>
  );
}
