import { Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { RetryAlert } from '../../../components/RetryAlert';
import { LEAD_STATUS_LABELS, LEADS_SEARCH_PARAM } from '../../../lib/api-contract';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { assignLead, changeLeadStatus, leadsExportUrl, refreshInbox, useLeads, useTeam } from '../api/leads';
import {
  datesReversed,
  hasLeadFilters,
  LEADS_PAGE_SIZE,
  NO_LEAD_FILTERS,
  type Lead,
  type LeadFilterValues,
  type LeadStatus,
} from '../utils/lead-inbox';
import { LeadCard } from './LeadCard';
import { LeadFilters } from './LeadFilters';
import type { NoteDraft } from './LeadNoteEditor';
import { ResponseTimesPanel } from './ResponseTimesPanel';

/** The time now, moved on every minute: how long unanswered leads have waited keeps counting on screen. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const without = <T,>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

/**
 * The leads the contact forms brought in, newest first: filtered, paged by 20, each with its step in the pipeline,
 * its asesor, its time to first contact and its note, and exported as a spreadsheet with the same filters; above
 * them, the team's response times. An admin sees every lead and assigns them; an asesor sees those assigned to
 * them. Filters live in the page, not the address; only a search can arrive in it (`solicitudes`), from a mailed
 * link or «Pendientes hoy».
 */

export function LeadInbox({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [filters, setFilters] = useState<LeadFilterValues>(NO_LEAD_FILTERS);
  // A lead alert's link (reactors/outbox/lead-alert-mail.ts) opens the inbox searching for the visitor's address.
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get(LEADS_SEARCH_PARAM) ?? '');
  // What is typed reaches the server once the admin pauses, not at every key.
  const [search] = useDebouncedValue(typed, 300);
  const [page, setPage] = useState(1);
  const applied = { ...filters, search };
  const reversed = datesReversed(applied);
  const { data, error, isLoading, mutate } = useLeads(reversed ? null : applied, page);
  const [pendingStatus, setPendingStatus] = useState<Record<string, LeadStatus>>({});
  const [pendingAgent, setPendingAgent] = useState<Record<string, string | null>>({});
  const assigns = useCurrentUser().user?.role === 'admin';
  const teamAnswer = useTeam();
  const team = assigns ? teamAnswer.data?.agents : undefined;
  const now = useMinuteClock();
  const [drafts, setDrafts] = useState<Record<string, NoteDraft>>({});
  useEffect(() => onDirtyChange(Object.keys(drafts).length > 0), [drafts, onDirtyChange]);

  const change = (patch: Partial<LeadFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const type = (text: string) => {
    setTyped(text);
    setPage(1);
  };
  const clear = () => {
    setFilters(NO_LEAD_FILTERS);
    setTyped('');
    setPage(1);
  };

  const changeStatus = async (lead: Lead, status: LeadStatus) => {
    setPendingStatus((all) => ({ ...all, [lead.id]: status }));
    try {
      await changeLeadStatus(lead.id, status);
      void showToast({
        title: 'Estado actualizado',
        message: `La solicitud de ${lead.name} está ahora en ${LEAD_STATUS_LABELS[status]}.`,
      });
    } catch (failure) {
      void showToast({
        title: 'No se pudo cambiar el estado',
        message: failureMessage(failure, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setPendingStatus((all) => without(all, lead.id));
    }
  };

  const assign = async (lead: Lead, agentId: string | null) => {
    setPendingAgent((all) => ({ ...all, [lead.id]: agentId }));
    try {
      const saved = await assignLead(lead.id, agentId);
      void showToast({
        title: 'Asesor asignado',
        message: saved.agent
          ? `La solicitud de ${lead.name} la atiende ahora ${saved.agent.name}.`
          : `La solicitud de ${lead.name} quedó sin asignar.`,
      });
    } catch (failure) {
      void showToast({
        title: 'No se pudo asignar la solicitud',
        message: failureMessage(failure, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setPendingAgent((all) => without(all, lead.id));
    }
  };

  const typeNote = (lead: Lead, text: string) =>
    setDrafts((all) => {
      const startedFrom = all[lead.id]?.startedFrom ?? lead.note;
      // Typed back to the note it started from, and nobody changed that one: nothing left to save.
      if (text === (startedFrom ?? '') && startedFrom === lead.note) return without(all, lead.id);
      return { ...all, [lead.id]: { text, startedFrom } };
    });

  const total = data?.pagination.total ?? 0;
  const first = (page - 1) * LEADS_PAGE_SIZE + 1;
  const shownIds = new Set(data?.leads.map((lead) => lead.id));
  const draftsElsewhere = Object.keys(drafts).filter((id) => !shownIds.has(id)).length;

  let body;
  if (reversed) {
    body = null;
  } else if (error && !data) {
    body = <RetryAlert title="No se pudieron cargar las solicitudes" onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando solicitudes" />
      </Center>
    );
  } else if (total === 0) {
    body = (
      <Text c="dimmed" py="lg" ta="center">
        {hasLeadFilters(applied)
          ? 'Ninguna solicitud coincide con los filtros.'
          : 'Aún no hay solicitudes de contacto. Llegarán aquí cuando un visitante escriba desde una propiedad.'}
      </Text>
    );
  } else {
    body = (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          Mostrando {first}–{first + (data?.leads.length ?? 0) - 1} de {total}
        </Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Solicitudes">
          {data?.leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              now={now}
              pendingStatus={pendingStatus[lead.id]}
              onStatusChange={(status) => void changeStatus(lead, status)}
              team={team}
              pendingAgent={lead.id in pendingAgent ? pendingAgent[lead.id] : undefined}
              onAssign={(agentId) => void assign(lead, agentId)}
              draft={drafts[lead.id]}
              onNoteType={(text) => typeNote(lead, text)}
              onNoteDiscard={() => setDrafts((all) => without(all, lead.id))}
            />
          ))}
        </Stack>
        {(data?.pagination.totalPages ?? 1) > 1 && (
          <Center>
            <Pagination
              total={data?.pagination.totalPages ?? 1}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Página siguiente' : control === 'previous' ? 'Página anterior' : undefined,
              })}
            />
          </Center>
        )}
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {/* No count until one is known: "(0)" while loading would say nobody wrote. */}
          {data && !reversed ? `Solicitudes de contacto (${total})` : 'Solicitudes de contacto'}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void refreshInbox()}
          >
            Actualizar
          </Button>
          {reversed ? (
            <Button leftSection={<IconDownload size={16} aria-hidden />} disabled>
              Exportar CSV
            </Button>
          ) : (
            <Button
              component="a"
              href={leadsExportUrl(applied)}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Exportar CSV
            </Button>
          )}
        </Group>
      </Group>
      <ResponseTimesPanel />
      <LeadFilters typed={typed} filters={filters} onType={type} onChange={change} team={team} />
      {hasLeadFilters({ ...filters, search: typed }) && (
        <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={clear}>
          Limpiar filtros
        </Button>
      )}
      {draftsElsewhere > 0 && (
        <Text size="sm" c="orange.8">
          {draftsElsewhere === 1
            ? 'Tienes 1 nota sin guardar en otra página o filtro.'
            : `Tienes ${draftsElsewhere} notas sin guardar en otras páginas o filtros.`}
        </Text>
      )}
      {body}
    </Stack>
  );
}
