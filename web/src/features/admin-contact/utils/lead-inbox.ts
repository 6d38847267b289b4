import type { z } from 'zod';
import { LEAD_STATUS_LABELS, type LeadSchema } from '../../../lib/api-contract';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';

export type Lead = z.infer<typeof LeadSchema>;
export type LeadStatus = Lead['status'];

/** Enough leads to scan at once, few enough that each keeps its note editor within reach. */
export const LEADS_PAGE_SIZE = 20;

export interface LeadFilterValues {
  search: string;
  /** Empty: every status. */
  status: LeadStatus | '';
  /** Colombian calendar days, `AAAA-MM-DD` as a date field gives them; empty: no bound. */
  from: string;
  to: string;
  /** An asesor's user id, `none` for the leads nobody answers for, empty: everyone's. */
  agent: string;
}

export const NO_LEAD_FILTERS: LeadFilterValues = { search: '', status: '', from: '', to: '', agent: '' };

/** The `agent` filter's value for the unassigned leads (the API's `NO_AGENT`). */
export const UNASSIGNED = 'none';

export const LEAD_STATUS_OPTIONS = (Object.keys(LEAD_STATUS_LABELS) as LeadStatus[]).map((value) => ({
  value,
  label: LEAD_STATUS_LABELS[value],
}));

export const hasLeadFilters = (filters: LeadFilterValues) =>
  filters.search.trim() !== '' ||
  filters.status !== '' ||
  filters.from !== '' ||
  filters.to !== '' ||
  filters.agent !== '';

/**
 * The status select's choices for one lead: every step, but `nuevo` only while nobody has answered it (the API
 * refuses bringing an answered lead back, so its first contact stays).
 */
export const statusOptionsFor = (lead: Pick<Lead, 'status' | 'firstContactAt'>) =>
  LEAD_STATUS_OPTIONS.map((option) =>
    option.value === 'nuevo' && (lead.status !== 'nuevo' || lead.firstContactAt !== null)
      ? { ...option, disabled: true }
      : option,
  );

/** A span of time as people say it: "menos de 1 min", "45 min", "2 h 15 min", "3 d 4 h". */
export function durationText(minutes: number): string {
  const whole = Math.floor(minutes);
  if (whole < 1) return 'menos de 1 min';
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

const minutesBetween = (from: string, to: number) => Math.max(0, (to - Date.parse(from)) / 60_000);

/** How long the visitor waited for an answer, or has been waiting so far (`now`: milliseconds since the epoch). */
export const firstContactText = (lead: Pick<Lead, 'createdAt' | 'firstContactAt'>, now: number) =>
  lead.firstContactAt
    ? `Primer contacto: ${durationText(minutesBetween(lead.createdAt, Date.parse(lead.firstContactAt)))}`
    : `Sin contactar · hace ${durationText(minutesBetween(lead.createdAt, now))}`;

/** The API's own words for the same mistake (`LeadFilterQuery`), said before asking. */
export const DATES_REVERSED = 'La fecha final debe ser igual o posterior a la inicial';
export const datesReversed = ({ from, to }: LeadFilterValues) => from !== '' && to !== '' && from > to;

/** The query of the list and of the export: only what is set (SPEC §5: empty filter values are left out). */
export function leadQuery(filters: LeadFilterValues, page?: number): string {
  const params = new URLSearchParams();
  if (page !== undefined) {
    params.set('page', String(page));
    params.set('limit', String(LEADS_PAGE_SIZE));
  }
  if (filters.search.trim() !== '') params.set('search', filters.search.trim());
  if (filters.status !== '') params.set('status', filters.status);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  if (filters.agent !== '') params.set('agent', filters.agent);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The number to answer a lead on WhatsApp, which needs the country code: a Colombian number is typed with its 10
 * digits (mobile `3xx`, landline `60x`), so those get 57; longer ones already carry a code. Too short for either:
 * no link.
 */
export function replyWhatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `57${digits}`;
  return digits.length > 10 ? digits : null;
}

/** Opens the chat already greeting the visitor by first name and naming what they asked about. */
export function replyMessage(lead: Pick<Lead, 'name' | 'propertyTitle'>): string {
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const about = lead.propertyTitle ? ` sobre «${lead.propertyTitle}»` : '';
  return `Hola ${firstName}, te escribimos por tu consulta${about}.`;
}

/** Who last changed something and when, or what to say when nobody has. */
export const lastChangeText = (change: Lead['statusChange'], none: string) =>
  change ? `${change.by.name}, ${formatColombianDateTime(change.at)}` : none;

/** Ley 1581 de 2012: what the lead says about the visitor's consent. */
export function consentText(policy: Lead['dataPolicy']): string {
  if (!policy)
    return 'Sin constancia de aceptación de la Política de Tratamiento de Datos: llegó antes de que el formulario la pidiera.';
  const version = policy.policyVersion
    ? `versión del ${formatColombianDateTime(policy.policyVersion)}`
    : 'texto predeterminado del sitio';
  return `Aceptó la Política de Tratamiento de Datos el ${formatColombianDateTime(policy.acceptedAt)} (${version}).`;
}
