import { Button, Collapse, Loader, Text, Timeline } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import { useLeadTimeline } from '../api/leads';

const MAIL_STATE_WORDS = { pendiente: 'por enviar', enviado: 'enviado', fallido: 'falló' } as const;

/** What happened to a lead, with who and when (issue 39 §4): read from the server only once opened. */
export function LeadTimeline({ leadId, name }: { leadId: string; name: string }) {
  const [opened, { toggle }] = useDisclosure(false);
  const { data, error, mutate } = useLeadTimeline(opened ? leadId : null);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? 'Ocultar historia' : 'Ver historia'}
      </Button>
      <Collapse expanded={opened}>
        {error && !data ? (
          <RetryAlert title="No se pudo cargar la historia" onRetry={() => void mutate()} />
        ) : !data ? (
          opened && <Loader size="sm" aria-label="Cargando historia" />
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label={`Historia de la solicitud de ${name}`}>
            {data.entries.map((entry, index) => (
              <Timeline.Item key={index} title={entry.text}>
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.at}>{formatColombianDateTime(entry.at)}</time>
                  {entry.by ? ` · ${entry.by.name}` : ''}
                  {entry.mail ? ` · «${entry.mail.subject}» · ${MAIL_STATE_WORDS[entry.mail.state]}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Collapse>
    </>
  );
}
