import { ActionIcon, Badge, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AuthToken } from '../api/auth-tokens';
import { formatDateTimeOrNever } from '../../../lib/admin/colombian-dates';
import { TOKEN_STATE_BADGE, tokenState } from '../utils/token-state';
import classes from './TokenTable.module.css';
import { TokenSecret } from './TokenSecret';

const COLUMNS = ['Nombre', 'Token', 'Estado', 'Último Uso', 'Expira', 'Acciones'];

/** A switch change on its way: the switch shows it (and waits) until the server answers. */
export type PendingActivation = { id: string; isActive: boolean };

interface Props {
  tokens: AuthToken[];
  /** Secrets revealed in this visit, by token id. */
  secrets: Record<string, string>;
  revealingId: string | null;
  pendingActivation: PendingActivation | null;
  deletingId: string | null;
  onToggleSecret: (token: AuthToken) => void;
  onSetActive: (token: AuthToken, isActive: boolean) => void;
  onDelete: (token: AuthToken) => void;
}

/** SPEC §2 Tokens API: Nombre, Token, Estado, Último Uso, Expira, Acciones; a card per token on a phone. */
export function TokenTable({ tokens, ...rowProps }: Props) {
  return (
    <div className={classes.scroller}>
      <Table className={classes.table} verticalSpacing="sm" aria-label="Tokens de autenticación">
        <Table.Thead>
          <Table.Tr className={classes.nowrap}>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} {...rowProps} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function TokenRow({
  token,
  secrets,
  revealingId,
  pendingActivation,
  deletingId,
  onToggleSecret,
  onSetActive,
  onDelete,
}: Omit<Props, 'tokens'> & { token: AuthToken }) {
  const { id, name, description } = token;
  const state = tokenState(token, new Date());
  const pending = pendingActivation?.id === id ? pendingActivation : null;
  const badge = TOKEN_STATE_BADGE[state];
  return (
    <Table.Tr>
      <Table.Td data-label="Nombre">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {description && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Token" className={classes.tokenCell}>
        <TokenSecret
          name={name}
          secret={secrets[id]}
          revealing={revealingId === id}
          onToggle={() => onToggleSecret(token)}
        />
      </Table.Td>
      <Table.Td data-label="Estado" className={classes.nowrap}>
        <Group gap="xs" wrap="nowrap">
          <Switch
            aria-label={`Token ${name} activo`}
            // SPEC §4: an expired token's switch is disabled and shown off.
            checked={state === 'expired' ? false : (pending?.isActive ?? state === 'active')}
            disabled={state === 'expired' || pendingActivation !== null}
            onChange={(event) => onSetActive(token, event.currentTarget.checked)}
          />
          <Badge variant="light" color={badge.color} style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td data-label="Último Uso" className={classes.nowrap}>
        <Text size="sm">{formatDateTimeOrNever(token.lastUsedAt)}</Text>
      </Table.Td>
      <Table.Td data-label="Expira" className={classes.nowrap}>
        <Text size="sm">{formatDateTimeOrNever(token.expiresAt)}</Text>
      </Table.Td>
      <Table.Td data-label="Acciones">
        <Tooltip label="Eliminar">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Eliminar token ${name}`}
            loading={deletingId === id}
            onClick={() => onDelete(token)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}
