import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { UnsavedChangesGuard } from '../../../components/admin/UnsavedChangesGuard';
import { LEADS_PAGE_PATH, LEADS_SEARCH_PARAM, leadsPageAddress } from '../../../lib/api-contract';
import { useUnreadLeads } from '../api/leads';
import { ContactConfigForm } from './ContactConfigForm';

/**
 * SPEC §2 Contacto tab: the contact configuration (admins'). The leads it brings in have their own page (issue 39
 * §4), named here for whoever looks for them; a link mailed before they moved (`?solicitudes=`) goes on to it.
 */
export function ContactConfigTab() {
  const [configDirty, setConfigDirty] = useState(false);
  const configures = useCurrentUser().user?.role === 'admin';
  const [params] = useSearchParams();
  const { data } = useUnreadLeads();
  const searched = params.get(LEADS_SEARCH_PARAM);
  if (searched !== null) return <Navigate to={leadsPageAddress(searched)} replace />;
  const unread = data?.unread ?? 0;
  return (
    <>
      <UnsavedChangesGuard when={configDirty} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: configures ? 4 : 12 }} order={{ base: 1, lg: 2 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs" align="flex-start">
              <Title order={2} size="h4">
                Solicitudes de contacto
              </Title>
              <Text size="sm">
                {unread === 0
                  ? 'Las solicitudes tienen su propia página.'
                  : unread === 1
                    ? '1 solicitud nueva te espera en su página.'
                    : `${unread} solicitudes nuevas te esperan en su página.`}
              </Text>
              <Button component={Link} to={LEADS_PAGE_PATH} leftSection={<IconInbox size={16} aria-hidden />}>
                Abrir Solicitudes
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        {configures && (
          <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
            <ContactConfigForm onDirtyChange={setConfigDirty} />
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
