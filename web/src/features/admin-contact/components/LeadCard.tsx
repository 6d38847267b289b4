import { Anchor, Badge, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconExternalLink } from '@tabler/icons-react';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../../../lib/api-contract';
import { whatsappLink } from '../../../lib/whatsapp';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import {
  consentText,
  firstContactText,
  lastChangeText,
  replyMessage,
  replyWhatsappNumber,
  statusOptionsFor,
  type Lead,
  type LeadStatus,
} from '../utils/lead-inbox';
import { LeadFollowUpField } from './LeadFollowUpField';
import { LeadNoteEditor, type NoteDraft } from './LeadNoteEditor';
import { LeadTimeline } from './LeadTimeline';

const STATUS_COLOR: Record<LeadStatus, string> = {
  nuevo: 'blue',
  contactado: 'cyan',
  'visita-agendada': 'violet',
  'en-negociacion': 'orange',
  cerrado: 'teal',
  descartado: 'gray',
};

/** The asesor select's value for "nobody". */
const NOBODY = '';

interface Props {
  lead: Lead;
  /** Milliseconds since the epoch, for how long an unanswered lead has waited. */
  now: number;
  /** The status being saved, shown until the server answers. */
  pendingStatus: LeadStatus | undefined;
  onStatusChange: (status: LeadStatus) => void;
  /** Who may be chosen, when the person may assign leads (admins); undefined shows the asesor as text. */
  team: ReadonlyArray<{ id: string; name: string }> | undefined;
  /** The asesor being saved (null: nobody), shown until the server answers; undefined: nothing pending. */
  pendingAgent: string | null | undefined;
  onAssign: (agentId: string | null) => void;
  draft: NoteDraft | undefined;
  onNoteType: (text: string) => void;
  onNoteDiscard: () => void;
}

/** One contact request: who wrote, about what, how to answer them, and where the agency is with it. */
export function LeadCard(props: Props) {
  const { lead, now, pendingStatus, onStatusChange, team, pendingAgent, onAssign } = props;
  const { draft, onNoteType, onNoteDiscard } = props;
  const replyNumber = replyWhatsappNumber(lead.phone);
  // Someone no longer on the team still shows as the lead's asesor until it is reassigned.
  const teamOptions = team && [
    { value: NOBODY, label: 'Sin asignar' },
    ...team.map((member) => ({ value: member.id, label: member.name })),
    ...(lead.agent && !team.some((member) => member.id === lead.agent?.id)
      ? [{ value: lead.agent.id, label: `${lead.agent.name} (ya no está en el equipo)`, disabled: true }]
      : []),
  ];
  const agentValue = pendingAgent !== undefined ? (pendingAgent ?? NOBODY) : (lead.agent?.id ?? NOBODY);
  const subject = `Tu consulta${lead.propertyTitle ? ` sobre ${lead.propertyTitle}` : ''}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Solicitud de ${lead.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={lead.createdAt}>{formatColombianDateTime(lead.createdAt)}</time> ·{' '}
              {LEAD_SOURCE_LABELS[lead.source]}
            </Text>
            <Text size="xs" c={lead.firstContactAt ? 'dimmed' : 'orange.8'} fw={lead.firstContactAt ? 400 : 600}>
              {firstContactText(lead, now)}
            </Text>
          </Stack>
          <Badge
            color={STATUS_COLOR[lead.status]}
            variant={lead.status === 'nuevo' ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {LEAD_STATUS_LABELS[lead.status]}
          </Badge>
        </Group>

        {(lead.propertyTitle || lead.listing) && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Propiedad:{' '}
            {lead.listing ? (
              <Anchor href={`/propiedad/${lead.listing.slug}`} target="_blank" rel="noopener" inherit>
                {lead.listing.title}
                <IconExternalLink size={14} aria-label="(se abre en otra pestaña)" style={{ marginLeft: 4 }} />
              </Anchor>
            ) : (
              <>
                {lead.propertyTitle}
                {lead.propertyId && (
                  <Text span c="dimmed" inherit>
                    {' '}
                    (ya no está publicada)
                  </Text>
                )}
              </>
            )}
          </Text>
        )}
        {lead.propertyAddress && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Dirección: {lead.propertyAddress}
          </Text>
        )}

        <Group gap="md" wrap="wrap" align="center" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          <Anchor
            size="sm"
            href={`mailto:${lead.email}?subject=${encodeURIComponent(subject)}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {lead.email}
          </Anchor>
          <Anchor size="sm" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
            {lead.phone}
          </Anchor>
          {replyNumber && (
            <Button
              component="a"
              href={whatsappLink(replyNumber, replyMessage(lead))}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              variant="light"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              aria-label={`Responder a ${lead.name} por WhatsApp`}
            >
              Responder por WhatsApp
            </Button>
          )}
        </Group>

        <Text
          size="sm"
          p="xs"
          bg="var(--mantine-color-gray-light)"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {lead.message}
        </Text>
        <Text size="xs" c={lead.dataPolicy ? 'dimmed' : 'orange.8'}>
          {consentText(lead.dataPolicy)}
        </Text>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <Stack gap="xs">
            <NativeSelect
              label="Estado"
              data={statusOptionsFor(lead)}
              value={pendingStatus ?? lead.status}
              disabled={pendingStatus !== undefined}
              rightSection={
                pendingStatus !== undefined ? <Loader size={14} aria-label="Guardando estado" /> : undefined
              }
              onChange={(event) => onStatusChange(event.currentTarget.value as LeadStatus)}
              description={`Último cambio: ${lastChangeText(lead.statusChange, 'ninguno desde que llegó')}`}
            />
            {teamOptions ? (
              <NativeSelect
                label="Asesor"
                data={teamOptions}
                value={agentValue}
                disabled={pendingAgent !== undefined}
                rightSection={
                  pendingAgent !== undefined ? <Loader size={14} aria-label="Guardando asesor" /> : undefined
                }
                onChange={(event) => onAssign(event.currentTarget.value === NOBODY ? null : event.currentTarget.value)}
                description={
                  lead.assignment
                    ? `Asignada por ${lastChangeText(lead.assignment, '')}`
                    : lead.agent
                      ? 'El asesor de la propiedad'
                      : undefined
                }
              />
            ) : (
              <Text size="sm">
                Asesor:{' '}
                <Text span fw={500} inherit>
                  {lead.agent?.name ?? 'Sin asignar'}
                </Text>
              </Text>
            )}
            <LeadFollowUpField lead={lead} />
          </Stack>
          <LeadNoteEditor lead={lead} draft={draft} onType={onNoteType} onDiscard={onNoteDiscard} />
        </SimpleGrid>
        <LeadTimeline leadId={lead.id} name={lead.name} />
      </Stack>
    </Paper>
  );
}
