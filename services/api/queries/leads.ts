import type { LeadDocument } from '../../../projections/leads/projection.js';
import type { PropertyDocument } from '../../../projections/properties/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import type { CollectionReader } from '../../../infra/ports/read-model-store.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import type { FieldFilter, FieldOperators, Sort } from '../../../infra/ports/filter.js';
import { propertySlug } from '../../domain/shared/slugify.js';
import { DUE_FOLLOW_UPS, NO_AGENT, type LeadFilters } from '../schemas/lead.js';
import { LEAD_STATUSES, isOpenLead } from '../../domain/lead/events.js';
import { parseActor } from '../../command-handling/actor.js';
import { actorNames } from './actors.js';
import { endOfColombianDay, startOfColombianDay } from '../../domain/shared/colombian-time.js';

const NEWEST_FIRST: Sort = [['createdAt', -1]];
/** «Pendientes hoy»: the longest overdue first. */
const MOST_OVERDUE_FIRST: Sort = [
  ['followUpOn', 1],
  ['createdAt', -1],
];
const CLOSED_STATUSES = LEAD_STATUSES.filter((status) => !isOpenLead(status));

/**
 * What the read-model store can filter on by itself: the status, the asesor, the Colombian days and the follow-ups
 * due by `today` (open leads only, unless a status is asked for).
 */
function leadStoreFilter({ status, from, to, agent, followUp }: LeadFilters, today: string): FieldFilter {
  const filter: FieldFilter = {};
  if (status) filter.status = status;
  if (followUp === DUE_FOLLOW_UPS) {
    filter.followUpOn = { $lte: today };
    if (!status) filter.status = { $nin: CLOSED_STATUSES };
  }
  // `null` also finds leads projected before they had an asesor: a rebuild gives them their listing's.
  if (agent) filter.agentId = agent === NO_AGENT ? null : agent;
  const createdAt: FieldOperators = {};
  if (from) createdAt.$gte = startOfColombianDay(from);
  if (to) createdAt.$lt = endOfColombianDay(to);
  if (Object.keys(createdAt).length > 0) filter.createdAt = createdAt;
  return filter;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a lead matches what the admin typed: accents and case aside, in the name, the e-mail or the listing
 * (title, address, id); and in the phone by digits only, so `300 123` finds `3001234567` or `+57 300-123…`.
 */
function leadMatches(lead: LeadDocument, search: string): boolean {
  const wanted = fold(search.trim());
  const texts = [lead.name, lead.email, lead.propertyTitle, lead.propertyAddress, lead.propertyId];
  if (texts.some((value) => value !== null && fold(value).includes(wanted))) return true;
  // Only what looks like a phone number is compared with phones: "Calle 300" is an address, not a number.
  const digits = wanted.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(wanted) && digits.length >= 3 && lead.phone.replace(/\D/g, '').includes(digits);
}

/**
 * The leads the filters select, newest first: one page of them, or all (`page` omitted) for the export. The
 * filter language has no substring match, so a text search reads the status- and date-filtered leads and matches
 * them here: an agency receives a few thousand requests at most.
 */
export async function findLeads(
  leads: CollectionReader<LeadDocument>,
  filters: LeadFilters,
  today: string,
  page?: { page: number; limit: number },
): Promise<{ items: LeadDocument[]; total: number }> {
  const filter = leadStoreFilter(filters, today);
  const sort = filters.followUp === DUE_FOLLOW_UPS ? MOST_OVERDUE_FIRST : NEWEST_FIRST;
  const search = filters.search;
  if (search) {
    const matching = (await leads.find(filter, { sort })).filter((lead) => leadMatches(lead, search));
    const items = page ? matching.slice((page.page - 1) * page.limit, page.page * page.limit) : matching;
    return { items, total: matching.length };
  }
  if (!page) {
    const items = await leads.find(filter, { sort });
    return { items, total: items.length };
  }
  const [items, total] = await Promise.all([
    leads.find(filter, { sort, skip: (page.page - 1) * page.limit, limit: page.limit }),
    leads.count(filter),
  ]);
  return { items, total };
}

/**
 * Leads as the API answers them: who changed them named for people, and the listing they refer to when it is
 * still published (its title and address may have changed since the visitor wrote). One resolver per request.
 */
export function leadDtos(readModels: ReadModels, store: EventStore) {
  const actorName = actorNames(readModels, store);
  const listings = new Map<string, Promise<PropertyDocument | null>>();
  const listing = async (id: string) => {
    let found = listings.get(id);
    if (!found) {
      found = readModels.collection<PropertyDocument>('properties').then((properties) => properties.get(id));
      listings.set(id, found);
    }
    return found;
  };
  const change = async (at: string | null, by: string | null) => {
    if (at === null || by === null) return null;
    const actor = parseActor(by);
    return { at, by: { ...actor, name: await actorName(actor) } };
  };

  return async (doc: LeadDocument) => {
    const {
      _position,
      statusChangedAt,
      statusChangedBy,
      noteChangedAt,
      noteChangedBy,
      agentId,
      assignedAt,
      assignedBy,
      firstContactAt,
      followUpOn,
      followUpChangedAt,
      followUpChangedBy,
      ...lead
    } = doc;
    const property = lead.propertyId ? await listing(lead.propertyId) : null;
    // Documents projected before the pipeline lack the new fields until the read model is rebuilt.
    return {
      ...lead,
      statusChange: await change(statusChangedAt, statusChangedBy),
      noteChange: await change(noteChangedAt, noteChangedBy),
      agent: agentId ? { id: agentId, name: await actorName({ kind: 'user', id: agentId }) } : null,
      assignment: await change(assignedAt ?? null, assignedBy ?? null),
      firstContactAt: firstContactAt ?? null,
      followUpOn: followUpOn ?? null,
      followUpChange: await change(followUpChangedAt ?? null, followUpChangedBy ?? null),
      listing: property && { title: property.title, slug: propertySlug(property.title, property.id) },
    };
  };
}

export type LeadDto = Awaited<ReturnType<ReturnType<typeof leadDtos>>>;
