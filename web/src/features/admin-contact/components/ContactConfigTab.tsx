import { Grid } from '@mantine/core';
import { useState } from 'react';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';
import { ContactConfigForm } from './ContactConfigForm';
import { LeadInbox } from './LeadInbox';

/** SPEC §2 Contacto tab: the contact configuration beside the inbox of the leads the contact forms bring in. */
export function ContactConfigTab() {
  const [configDirty, setConfigDirty] = useState(false);
  const [notesDirty, setNotesDirty] = useState(false);
  return (
    <>
      {/* One guard for the tab's forms: react-router heeds only one blocker at a time. */}
      <UnsavedChangesGuard when={configDirty || notesDirty} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ContactConfigForm onDirtyChange={setConfigDirty} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <LeadInbox onDirtyChange={setNotesDirty} />
        </Grid.Col>
      </Grid>
    </>
  );
}
