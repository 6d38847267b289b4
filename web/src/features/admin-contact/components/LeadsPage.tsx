import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';
import { LEADS_SEARCH_PARAM } from '../../../lib/api-contract';
import { DueLeads } from './DueLeads';
import { LeadInbox } from './LeadInbox';

/**
 * «Solicitudes» (issue 39 §4): the office's daily work on a page of its own, reached from the panel's header: what is
 * due today first, then the inbox. Opening a due lead searches the inbox for it (as a mailed link does).
 */
export function LeadsPage() {
  const [notesDirty, setNotesDirty] = useState(false);
  const [params, setParams] = useSearchParams();
  const open = (email: string) => setParams(new URLSearchParams({ [LEADS_SEARCH_PARAM]: email }), { replace: true });
  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={notesDirty} />
      <DueLeads onOpen={open} />
      {/* Keyed by the search it opened with: choosing a due lead starts the inbox again on it. */}
      <LeadInbox key={params.get(LEADS_SEARCH_PARAM) ?? ''} onDirtyChange={setNotesDirty} />
    </Stack>
  );
}
