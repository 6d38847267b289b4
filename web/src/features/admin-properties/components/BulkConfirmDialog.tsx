import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import { PropertyBulkActionSchema } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { countOf } from '../../../lib/spanish-count';
import { runBulkAction, type BulkAction, type BulkResult, type BulkTarget } from '../api/bulk-action';
import { useAgents } from '../api/get-agents';
import { bulkSummary } from '../utils/bulk-summary';

export type BulkKind = BulkAction['action'];

/** The bulk bar's buttons, and the question each asks first. */
export const BULK_ACTIONS: Record<BulkKind, { label: string; question: string; danger?: boolean }> = {
  publish: { label: 'Publicar', question: 'Los visitantes las verán en el catálogo.' },
  pause: { label: 'Pausar', question: 'Dejarán de verse en el catálogo; su historia se conserva.' },
  status: { label: 'Cambiar estado', question: 'Elige el estado nuevo.' },
  assign: { label: 'Asignar asesor', question: 'Elige quién responde por ellas.' },
  delete: {
    label: 'Eliminar',
    question: 'Saldrán del catálogo y de esta lista; se pueden restaurar desde Eliminadas.',
    danger: true,
  },
};

/** The agency itself answers: the API's `agentId: null`. */
const AGENCY = 'none';

interface Values {
  action: BulkKind;
  status: string;
  agentId: string;
}

interface Props {
  kind: BulkKind;
  target: BulkTarget;
  /** How many listings the target names, for the question. */
  count: number;
  onClose: () => void;
  onDone: (result: BulkResult) => void;
}

/** The one confirmation a bulk action asks, with the status or asesor it needs; the result is the toast. */
export function BulkConfirmDialog({ kind, target, count, onClose, onDone }: Props) {
  const agents = useAgents();
  const { label, question, danger } = BULK_ACTIONS[kind];
  const { form, onSubmit, formError } = useApiForm(
    PropertyBulkActionSchema,
    (body: BulkAction) =>
      runBulkAction(target, body.action === 'assign' && body.agentId === AGENCY ? { ...body, agentId: null } : body),
    {
      defaultValues: { action: kind, status: '', agentId: AGENCY } satisfies Values,
      success: (result) => ({ title: label, message: bulkSummary(kind, result) }),
      failure: (error) => ({
        title: `No se pudo ${label.toLowerCase()}`,
        message: failureMessage(error, 'Inténtalo de nuevo.'),
      }),
      onSaved: onDone,
    },
  );
  const agentOptions = [
    { value: AGENCY, label: 'Inmobiliaria' },
    ...(agents.data?.agents ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
  ];
  return (
    <Modal opened onClose={onClose} title={`${label}: ${countOf(count, 'propiedad', 'propiedades')}`} centered>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          <Text>{question}</Text>
          {kind === 'status' && (
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <NativeSelect
                  {...field}
                  label="Estado nuevo"
                  data={[{ value: '', label: 'Elige un estado' }, ...STATUS_FILTER_OPTIONS.slice(1)]}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          {kind === 'assign' && (
            <Controller
              control={form.control}
              name="agentId"
              render={({ field, fieldState }) => (
                <NativeSelect {...field} label="Asesor" data={agentOptions} error={fieldState.error?.message} />
              )}
            />
          )}
          <FormErrorAlert message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={form.formState.isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={form.formState.isSubmitting}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
