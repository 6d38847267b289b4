import { Grid } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../../api/current-user';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';
import { ContactConfigForm } from './ContactConfigForm';
import { LeadInbox } from './LeadInbox';

/**
 * SPEC §2 Contacto tab: the contact configuration beside the inbox of the leads the contact forms bring in. An asesor
 * (issue 25) works the leads only: the configuration is the admins'.
 */
export function ContactConfigTab() {
  const [configDirty, setConfigDirty] = useState(false);
  const [notesDirty, setNotesDirty] = useState(false);
  const configures = useCurrentUser().user?.role === 'admin';
  return (
    <>
      {/* One guard for the tab's forms: react-router heeds only one blocker at a time. */}
      <UnsavedChangesGuard when={configDirty || notesDirty} />
      <Grid gap="lg">
        {configures && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ContactConfigForm onDirtyChange={setConfigDirty} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, lg: configures ? 8 : 12 }}>
          <LeadInbox onDirtyChange={setNotesDirty} />
        </Grid.Col>
      </Grid>
    </>
  );
}
