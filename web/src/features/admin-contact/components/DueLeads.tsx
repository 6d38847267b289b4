import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { LEAD_STATUS_LABELS, readableDay } from '../../../lib/api-contract';
import { colombianIso } from '../../../lib/admin/colombian-dates';
import { useDueLeads } from '../api/leads';

/**
 * «Pendientes hoy» (issue 39 §4): the open leads whose follow-up is today or already past, the longest overdue first;
 * choosing one finds it in the list below. Nothing is shown while there are none.
 */
export function DueLeads({ onOpen }: { onOpen: (email: string) => void }) {
  const { data } = useDueLeads();
  const today = colombianIso(new Date().toISOString()).slice(0, 10);
  const due = data?.leads ?? [];
  if (due.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="pendientes-hoy">
      <Stack gap="xs">
        <Group gap="xs">
          <IconBell size={18} aria-hidden />
          <Title order={2} size="h4" id="pendientes-hoy">
            Pendientes hoy ({due.length})
          </Title>
        </Group>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {due.map((lead) => (
            <Group component="li" key={lead.id} gap="xs" wrap="wrap">
              <Anchor component="button" type="button" fw={600} onClick={() => onOpen(lead.email)}>
                {lead.name}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {lead.listing?.title ?? lead.propertyTitle ?? 'Sin propiedad'} · {LEAD_STATUS_LABELS[lead.status]}
                {lead.agent ? ` · ${lead.agent.name}` : ''}
              </Text>
              {lead.followUpOn && lead.followUpOn < today && (
                <Badge color="orange" variant="light" size="sm">
                  Vencido el {readableDay(lead.followUpOn)}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
