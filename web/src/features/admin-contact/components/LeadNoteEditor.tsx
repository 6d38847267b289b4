import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MAX_NOTE_LENGTH } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { changeLeadNote } from '../api/leads';
import { lastChangeText, type Lead } from '../utils/lead-inbox';

/** What the admin is writing, and the note it was written over (to tell when someone else changed it meanwhile). */
export interface NoteDraft {
  text: string;
  startedFrom: string | null;
}

interface Props {
  lead: Lead;
  draft: NoteDraft | undefined;
  onType: (text: string) => void;
  onDiscard: () => void;
}

/**
 * The lead's internal note. What is typed lives in the inbox (it survives paging and filtering) until it is saved;
 * the save names the note on screen, so another admin's note changed since is never silently replaced.
 */
export function LeadNoteEditor({ lead, draft, onType, onDiscard }: Props) {
  const [saving, setSaving] = useState(false);
  const changedMeanwhile = draft !== undefined && draft.startedFrom !== lead.note;

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const saved = await changeLeadNote(lead.id, draft.text, lead.note);
      onDiscard();
      void showToast({
        title: saved.note === null ? 'Nota borrada' : 'Nota guardada',
        message: `Solicitud de ${lead.name}.`,
      });
    } catch (error) {
      // The draft stays; after a conflict the other admin's note now shows above it.
      void showToast({
        title: 'No se pudo guardar la nota',
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6}>
      <Textarea
        label="Nota interna"
        placeholder="Qué se habló, próximos pasos…"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_NOTE_LENGTH}
        value={draft?.text ?? lead.note ?? ''}
        onChange={(event) => onType(event.currentTarget.value)}
        description={lead.noteChange ? `Última edición: ${lastChangeText(lead.noteChange, '')}` : undefined}
      />
      {changedMeanwhile && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {lead.noteChange?.by.name ?? 'Otra persona'} cambió la nota mientras escribías:{' '}
            {lead.note ? `«${lead.note}»` : 'la borró'}. Si guardas, tu texto la reemplaza.
          </Text>
        </Alert>
      )}
      {draft && (
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onDiscard} disabled={saving}>
            Descartar
          </Button>
          <Button size="xs" onClick={() => void save()} loading={saving}>
            Guardar nota
          </Button>
        </Group>
      )}
    </Stack>
  );
}
