import { Map as ImmutableMap } from 'immutable';
import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type { Filter } from '../../infra/ports/filter.js';
import { compileFilter, type Predicate } from '../../infra/filter/compile-filter.js';
import { stem } from '../../infra/spanish-text/stem.js';
import { words } from '../../infra/spanish-text/words.js';
import { MASTER_DATA_EVENT_TYPES } from '../../services/domain/master-data/events.js';
import { PROPERTY_EVENT_TYPES, type PropertyEvent } from '../../services/domain/property/events.js';
import {
  SAVED_SEARCH_EVENT_TYPES,
  type SavedSearchCriteria,
  type SavedSearchEvent,
  type SavedSearchFrequency,
} from '../../services/domain/saved-search/events.js';
import {
  catalogueIndexProjection,
  type CatalogueDocument,
  type MasterDataNames,
} from '../catalogue-index/projection.js';
import { isPublished } from '../properties/projection.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export const ALERT_MATCHES = 'alert-matches';

/** A listing sent at most once per alert as `new`, and once per alert and new price as `price-drop`. */
export type AlertMatchReason = 'new' | 'price-drop';

/** A price drop is mailed when the new price is at most this percentage of the price before (a drop of 5 % or more). */
const PRICE_DROP_PERCENT = 95;

export interface AlertMatch {
  alertId: string;
  reason: AlertMatchReason;
  /** The listing's price then (whole COP); for a drop, the new one. */
  price: number;
  /** For a drop, the price before it; null for `new`. */
  previousPrice: number | null;
  /** The alert's frequency then: `immediate` ones are mailed for the event, `daily` ones by the day's digest. */
  frequency: SavedSearchFrequency;
  /** The position of the listing event that caused it: the immediate composer picks the matches of its event. */
  position: string;
  /** When the listing was published or its price dropped (the event's time), and its Colombian calendar day. */
  at: string;
  day: string;
}

/**
 * One document per listing ever listed: the listing in the catalogue's terms (as the catalogue index holds it, null
 * once delisted) and every match it has made, so a listing is never matched twice for the same reason: paused and
 * published again, it is not `new` again to an alert that already had it; a drop is remembered by its price.
 */
export interface AlertMatchesDocument extends ProjectedDocument {
  /** As the catalogue index's `evolve` returns it (its `_position` is this document's, not kept apart). */
  listing: CatalogueDocument | null;
  matches: AlertMatch[];
}

/** A confirmed alert's criteria and frequency, as of the event being projected. */
interface LiveAlert {
  criteria: SavedSearchCriteria;
  frequency: SavedSearchFrequency;
}

/**
 * What the matching needs besides the listing: the confirmed alerts (a pending one matches nothing: double opt-in)
 * and the master-data names the catalogue searches text by. Both folded from the events this projection reads
 * itself, never from the saved-searches or master-data read models (projections depend only on their own events).
 * The alerts are persistent maps: a fold must leave the lookup it is given as it was, and copying an object of every
 * alert at each alert's event made the fold quadratic in the number of alerts.
 */
export interface AlertLookup {
  alerts: ImmutableMap<string, LiveAlert>;
  pending: ImmutableMap<string, LiveAlert>;
  names: MasterDataNames;
}

const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1_000;
/** Colombia keeps UTC−5 all year: the calendar day of an instant there. */
export const colombianDay = (instant: string) =>
  new Date(Date.parse(instant) + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);

/** Compiled once per distinct filter: the lookup holds plain JSON (it is replayed), predicates live here. */
const compiled = new Map<string, Predicate>();
function predicateOf(filter: SavedSearchCriteria['filter']): Predicate {
  if (filter === null) return () => true;
  const key = JSON.stringify(filter);
  let predicate = compiled.get(key);
  if (!predicate) {
    predicate = compileFilter(filter as Filter);
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(key, predicate);
  }
  return predicate;
}

/** The catalogue's searchable text of a listing, as stems (the fields `catalogueIndexSettings` searches). */
function listingStems(listing: CatalogueDocument): Set<string> {
  const text = [
    listing.title,
    listing.propertyTypeName,
    listing.municipalityName,
    listing.neighbourhood,
    listing.address,
    ...listing.characteristicNames,
    listing.code ?? '',
    listing.description,
  ].join(' ');
  return new Set(words(text).map(stem));
}

/**
 * Whether a listing matches an alert: its filter, by the filter language's own evaluator (the one the embedded
 * stores use), and every word of its free text, compared as the catalogue compares words (accents, plurals).
 */
function alertMatches(criteria: SavedSearchCriteria, listing: CatalogueDocument): boolean {
  if (!predicateOf(criteria.filter)(listing)) return false;
  const asked = criteria.text ? words(criteria.text).map(stem) : [];
  if (asked.length === 0) return true;
  const found = listingStems(listing);
  return asked.every((word) => found.has(word));
}

function foldAlert(lookup: AlertLookup, recorded: RecordedEvent): AlertLookup {
  const event = asDomain<SavedSearchEvent>(recorded);
  const id = event.data.searchId;
  const alert = lookup.alerts.get(id);
  const pending = lookup.pending.get(id);
  switch (event.type) {
    case 'SavedSearchCreated':
      return {
        ...lookup,
        pending: lookup.pending.set(id, { criteria: event.data.criteria, frequency: event.data.frequency }),
      };
    case 'SavedSearchConfirmed':
      return pending
        ? { ...lookup, pending: lookup.pending.delete(id), alerts: lookup.alerts.set(id, pending) }
        : lookup;
    case 'SavedSearchFrequencyChanged': {
      const { frequency } = event.data;
      if (alert) return { ...lookup, alerts: lookup.alerts.set(id, { ...alert, frequency }) };
      if (pending) return { ...lookup, pending: lookup.pending.set(id, { ...pending, frequency }) };
      return lookup;
    }
    case 'SavedSearchDeleted':
      return { ...lookup, alerts: lookup.alerts.delete(id), pending: lookup.pending.delete(id) };
    default: {
      const unexpected: never = event;
      throw new Error(`Evento no soportado: ${(unexpected as { type: string }).type}`);
    }
  }
}

const SAVED_SEARCH_TYPES: readonly string[] = SAVED_SEARCH_EVENT_TYPES;

/**
 * Alerts' matches: newly published listings that fit a confirmed alert, and published listings whose price drops by
 * at least 5 % (new price ≤ 95 % of the price just before) and still fit it. The listing is kept in the catalogue's
 * terms by the catalogue index's own `evolve`, so an alert matches exactly what its filters find in the catalogue.
 */
export const alertMatchesProjection: DocumentProjection<AlertMatchesDocument, AlertLookup> = {
  name: ALERT_MATCHES,
  canHandle: PROPERTY_EVENT_TYPES,
  lookup: {
    types: [...SAVED_SEARCH_EVENT_TYPES, ...MASTER_DATA_EVENT_TYPES],
    initial: () => ({ alerts: ImmutableMap(), pending: ImmutableMap(), names: {} }),
    fold: (lookup, recorded) =>
      SAVED_SEARCH_TYPES.includes(recorded.type)
        ? foldAlert(lookup, recorded)
        : { ...lookup, names: catalogueIndexProjection.lookup!.fold(lookup.names, recorded) },
  },
  documentId: (recorded) => asDomain<PropertyEvent>(recorded).data.propertyId,
  evolve: (doc, recorded, lookup) => {
    const before = doc?.listing ?? null;
    // `Omit` over an index-signature type keeps only the signature: the catalogue's document type is named again.
    const after = catalogueIndexProjection.evolve(before, recorded, lookup.names) as CatalogueDocument | null;
    const matches = [...(doc?.matches ?? [])];
    if (after && isPublished(after)) {
      const wasPublished = before !== null && isPublished(before);
      const dropped = wasPublished && after.price * 100 <= before.price * PRICE_DROP_PERCENT;
      const reason: AlertMatchReason | null = !wasPublished ? 'new' : dropped ? 'price-drop' : null;
      if (reason) {
        const at = after.updatedAt;
        for (const [alertId, alert] of lookup.alerts) {
          const already = matches.some(
            (match) =>
              match.alertId === alertId && match.reason === reason && (reason === 'new' || match.price === after.price),
          );
          if (already || !alertMatches(alert.criteria, after)) continue;
          matches.push({
            alertId,
            reason,
            price: after.price,
            previousPrice: reason === 'price-drop' ? before!.price : null,
            frequency: alert.frequency,
            position: recorded.position.toString(),
            at,
            day: colombianDay(at),
          });
        }
      }
    }
    if (!after && matches.length === 0) return null;
    return { id: asDomain<PropertyEvent>(recorded).data.propertyId, listing: after, matches };
  },
};
