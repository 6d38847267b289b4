import type { ContactRequested } from '../../services/domain/lead/events.js';
import type { PropertyViewsEvent } from '../../services/domain/property-views/events.js';
import type { WhatsAppClicksEvent } from '../../services/domain/whatsapp-clicks/events.js';
import type { DocumentProjection, ProjectedDocument } from '../runner/projection.js';
import { asDomain } from '../runner/recorded.js';

export interface ListingFigures {
  views: number;
  leads: number;
  whatsappClicks: number;
}

/** Per property (the document id): its figures by UTC day, `YYYY-MM-DD`. */
export interface PropertyStatsDocument extends ProjectedDocument {
  days: Record<string, ListingFigures>;
}

/**
 * Days kept before a property's newest one: more than the 30 the admin cards show, so that the window,
 * measured from today, never needs a day already dropped. Pruning from the document's own newest day
 * (not from the clock) keeps `evolve` pure, and a rebuild gives the same documents.
 */
export const RETAINED_DAYS = 35;

type Event = PropertyViewsEvent | ContactRequested | WhatsAppClicksEvent;

export const utcDay = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/** The UTC day `days` days after `day` (before, when negative). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

const none = (): ListingFigures => ({ views: 0, leads: 0, whatsappClicks: 0 });

function counted(event: Event): { at: string; figure: keyof ListingFigures } {
  switch (event.type) {
    case 'PropertyViewed':
      return { at: event.data.viewedAt, figure: 'views' };
    case 'ContactRequested':
      return { at: event.data.requestedAt, figure: 'leads' };
    case 'WhatsAppClicked':
      return { at: event.data.clickedAt, figure: 'whatsappClicks' };
    default: {
      const unexpected: never = event;
      throw new Error(`Evento no soportado: ${(unexpected as Event).type}`);
    }
  }
}

/**
 * What the admin cards show of each listing: views (already de-duplicated per visitor when recorded),
 * contact-form leads that name the property, and WhatsApp clicks. Counters are safe to fold at least once:
 * the runner skips an event the document already holds (`_position`).
 */
export const propertyStatsProjection: DocumentProjection<PropertyStatsDocument> = {
  name: 'property-stats',
  canHandle: ['PropertyViewed', 'ContactRequested', 'WhatsAppClicked'] satisfies Array<Event['type']>,
  // A lead from the general contact form names no property, and counts for none.
  documentId: (recorded) => asDomain<Event>(recorded).data.propertyId,
  evolve: (doc, recorded) => {
    const event = asDomain<Event>(recorded);
    // `documentId` lets through only events that name a property.
    const id = event.data.propertyId!;
    const { at, figure } = counted(event);
    const day = utcDay(at);
    const days = doc?.days ?? {};
    const newest = Object.keys(days).reduce((latest, known) => (known > latest ? known : latest), day);
    const oldestKept = addDays(newest, -(RETAINED_DAYS - 1));
    // An event older than every day kept (a late append) has nothing left to count into.
    if (day < oldestKept) return { id, days };
    const kept = Object.fromEntries(Object.entries(days).filter(([known]) => known >= oldestKept));
    const figures = kept[day] ?? none();
    return { id, days: { ...kept, [day]: { ...figures, [figure]: figures[figure] + 1 } } };
  },
};

/** A property's figures summed over the days from `since` (a UTC day, inclusive) on. */
export function figuresSince(doc: PropertyStatsDocument | null, since: string): ListingFigures {
  const total = none();
  for (const [day, figures] of Object.entries(doc?.days ?? {})) {
    if (day < since) continue;
    total.views += figures.views;
    total.leads += figures.leads;
    total.whatsappClicks += figures.whatsappClicks;
  }
  return total;
}
