import useSWR, { mutate } from 'swr';
import {
  AgentListSchema,
  LeadListSchema,
  LeadSchema,
  LeadTimelineSchema,
  ResponseTimesSchema,
  UnreadLeadsSchema,
} from '../../../lib/api-contract';
import { fetchJson, putJson } from '../../../lib/fetch-json';
import { leadQuery, type LeadFilterValues, type LeadStatus } from '../utils/lead-inbox';

/** The lead inbox of the Contacto tab: an admin sees every lead, an asesor those assigned to them. */
const LEADS_URL = '/api/leads';
const UNREAD_URL = `${LEADS_URL}/unread-count`;
const RESPONSE_TIMES_URL = `${LEADS_URL}/response-times`;

/** One page of the filtered leads, newest first; the previous page stays on screen while the next loads. Null asks for nothing. */
export function useLeads(filters: LeadFilterValues | null, page: number) {
  return useSWR(filters && `${LEADS_URL}${leadQuery(filters, page)}`, (url: string) => fetchJson(url, LeadListSchema), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

/** «Pendientes hoy»: the open leads whose follow-up is today or overdue, the longest overdue first. */
export function useDueLeads() {
  return useSWR(`${LEADS_URL}?followUp=pendientes&limit=100`, (url: string) => fetchJson(url, LeadListSchema), {
    shouldRetryOnError: false,
  });
}

/** What happened to one lead; null asks for nothing (the timeline is read only when opened). */
export function useLeadTimeline(id: string | null) {
  return useSWR(id && `${LEADS_URL}/${encodeURIComponent(id)}/timeline`, (url: string) =>
    fetchJson(url, LeadTimelineSchema),
  );
}

/** Leads still `nuevo` (nobody has marked them contacted or discarded), and those due today, for the header. */
export function useUnreadLeads() {
  return useSWR(UNREAD_URL, (url: string) => fetchJson(url, UnreadLeadsSchema), { shouldRetryOnError: false });
}

/** Each asesor's leads of the last 30 days and median time to first contact (an asesor gets their own row). */
export function useResponseTimes() {
  return useSWR(RESPONSE_TIMES_URL, (url: string) => fetchJson(url, ResponseTimesSchema), {
    shouldRetryOnError: false,
  });
}

/** The people a lead may be assigned to (the same list as the listings' asesor column). */
export function useTeam() {
  return useSWR('/api/agents', (url: string) => fetchJson(url, AgentListSchema), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** A plain link: the browser downloads the file with the session cookie and names it from the answer. */
export const leadsExportUrl = (filters: LeadFilterValues) => `${LEADS_URL}/export.csv${leadQuery(filters)}`;

/** Every page and filter of the list, and the count, are read again: a change may move a lead between them. */
export const refreshInbox = () => mutate((key) => typeof key === 'string' && key.startsWith(LEADS_URL));

export async function changeLeadStatus(id: string, status: LeadStatus) {
  try {
    return await putJson(`${LEADS_URL}/${encodeURIComponent(id)}/status`, { status }, LeadSchema);
  } finally {
    // Also after a refusal: someone else may have changed the lead in between.
    await refreshInbox();
  }
}

/** `previousNote`: the note the admin has on screen; the API refuses (409) if someone changed it since. */
export async function changeLeadNote(id: string, note: string, previousNote: string | null) {
  try {
    return await putJson(`${LEADS_URL}/${encodeURIComponent(id)}/note`, { note, previousNote }, LeadSchema);
  } finally {
    await refreshInbox();
  }
}

/** Admins only: null leaves it unassigned. */
export async function assignLead(id: string, agentId: string | null) {
  try {
    return await putJson(`${LEADS_URL}/${encodeURIComponent(id)}/assignee`, { agentId }, LeadSchema);
  } finally {
    await refreshInbox();
  }
}

/** «Recordarme el…»: a day `AAAA-MM-DD` (Colombian), or null to call it off. */
export async function scheduleLeadFollowUp(id: string, followUpOn: string | null) {
  try {
    return await putJson(`${LEADS_URL}/${encodeURIComponent(id)}/follow-up`, { followUpOn }, LeadSchema);
  } finally {
    await refreshInbox();
  }
}
