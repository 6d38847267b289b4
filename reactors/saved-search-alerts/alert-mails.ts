import type { RecordedEvent } from '../../infra/ports/event-store.js';
import {
  ALERT_MATCHES,
  type AlertMatch,
  type AlertMatchesDocument,
} from '../../projections/alert-matches/projection.js';
import type { CatalogueDocument } from '../../projections/catalogue-index/projection.js';
import { isPublished } from '../../projections/properties/projection.js';
import { SAVED_SEARCHES, type SavedSearchDocument } from '../../projections/saved-searches/projection.js';
import type { PropertyEvent } from '../../services/domain/property/events.js';
import type { SavedSearchCreated } from '../../services/domain/saved-search/events.js';
import { catalogueAddress } from '../../services/api/schemas/saved-search.js';
import type { MailComposer, MailContext, OutgoingMail } from '../outbox/composer.js';
import { renderMail, type MailBlock } from '../outbox/layout.js';
import { listingCard } from './listing-card.js';

const FREQUENCY_WORDS = { immediate: 'en cuanto aparezcan', daily: 'en un resumen diario' } as const;

const criteriaWords = (chips: readonly string[]) => (chips.length > 0 ? chips.join(' · ') : 'Todas las propiedades');

/** Why the visitor gets this mail and how to stop it: in every alert mail, beside the `List-Unsubscribe` headers. */
function alertFooter(context: MailContext, alertId: string): MailBlock[] {
  const links = context.links.alert(alertId);
  return [
    {
      kind: 'paragraph',
      text: `Recibes este correo porque creaste una alerta de propiedades en ${context.brand}.`,
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Cambiar la alerta', value: 'Gestionar alerta', href: links.manage },
        { label: 'No recibir más', value: 'Cancelar la alerta', href: links.unsubscribe },
      ],
    },
  ];
}

/** RFC 2369 and RFC 8058: mail clients offer "Cancelar suscripción" and POST to the address without a page. */
const alertHeaders = (context: MailContext, alertId: string): Record<string, string> => ({
  'List-Unsubscribe': `<${context.links.alert(alertId).oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** SavedSearchCreated → the confirmation mail: the only mail an alert sends before its link is opened. */
export const alertConfirmationComposer: MailComposer = {
  name: 'alert-confirmation',
  types: ['SavedSearchCreated'],
  reads: [],
  async compose(event: RecordedEvent, context: MailContext): Promise<OutgoingMail[]> {
    const { searchId, email, chips, frequency } = (event as unknown as SavedSearchCreated).data;
    const links = context.links.alert(searchId);
    const { html, text } = renderMail({
      brand: context.brand,
      publicUrl: context.publicUrl,
      heading: 'Confirma tu alerta de propiedades',
      blocks: [
        {
          kind: 'paragraph',
          text: `Pediste recibir ${FREQUENCY_WORDS[frequency]} las propiedades nuevas que cumplan con:`,
        },
        { kind: 'quote', text: criteriaWords(chips) },
        { kind: 'button', label: 'Confirmar alerta', href: links.confirm },
        {
          kind: 'paragraph',
          text: 'Si no fuiste tú, ignora este correo: sin confirmar no te enviaremos nada más.',
        },
      ],
      footer: [
        { kind: 'paragraph', text: `Recibes este correo porque alguien escribió esta dirección en ${context.brand}.` },
        { kind: 'facts', rows: [{ label: '¿No la pediste?', value: 'Cancelar la alerta', href: links.unsubscribe }] },
      ],
    });
    return [
      {
        key: `alert-confirm:${searchId}`,
        to: [email],
        subject: `Confirma tu alerta de propiedades en ${context.brand}`,
        html,
        text,
        headers: alertHeaders(context, searchId),
      },
    ];
  },
};

/** `alert:{alertId}:{listingId}:new`, `…:price-drop:{price}`: a listing never twice for the same reason. */
const alertMatchKey = (match: AlertMatch, listingId: string) =>
  `alert:${match.alertId}:${listingId}:${match.reason}${match.reason === 'price-drop' ? `:${match.price}` : ''}`;

/** A confirmed alert still alive, or null (unsubscribed since, or never confirmed: then nothing is sent). */
async function liveAlert(context: MailContext, alertId: string): Promise<SavedSearchDocument | null> {
  const alert = await (await context.readModels.collection<SavedSearchDocument>(SAVED_SEARCHES)).get(alertId);
  return alert?.status === 'confirmed' ? alert : null;
}

/** A listing still published: one paused or delisted since it matched is not mailed. */
const visibleListing = (doc: AlertMatchesDocument | null) =>
  doc?.listing && isPublished(doc.listing) ? doc.listing : null;

const PROPERTY_MATCH_EVENTS = ['PropertyListed', 'PropertyRestored', 'PropertyPublished', 'PropertyRevised'];

/**
 * A listing event that matched `immediate` alerts (the alert-matches projection recorded them at this event's
 * position) → one mail per alert: a new listing or a price drop.
 */
export const alertMatchComposer: MailComposer = {
  name: 'alert-match',
  types: PROPERTY_MATCH_EVENTS,
  reads: [ALERT_MATCHES, SAVED_SEARCHES],
  async compose(event: RecordedEvent, context: MailContext): Promise<OutgoingMail[]> {
    const listingId = (event as unknown as PropertyEvent).data.propertyId;
    const doc = await (await context.readModels.collection<AlertMatchesDocument>(ALERT_MATCHES)).get(listingId);
    const listing = visibleListing(doc);
    if (!doc || !listing) return [];
    const position = event.position.toString();
    const mails: OutgoingMail[] = [];
    for (const match of doc.matches) {
      if (match.position !== position || match.frequency !== 'immediate') continue;
      const alert = await liveAlert(context, match.alertId);
      if (!alert) continue;
      const drop = match.reason === 'price-drop';
      const { html, text } = renderMail({
        brand: context.brand,
        publicUrl: context.publicUrl,
        heading: drop ? 'Bajó de precio una propiedad de tu alerta' : 'Nueva propiedad para tu alerta',
        blocks: [
          { kind: 'paragraph', text: `Tu alerta: ${criteriaWords(alert.chips)}` },
          { kind: 'listing-cards', cards: [listingCard(context, listing, match)] },
          {
            kind: 'button',
            label: 'Ver todas en el sitio',
            href: catalogueAddress(context.publicUrl, alert.filters, alert.query),
          },
        ],
        footer: alertFooter(context, alert.id),
      });
      mails.push({
        key: alertMatchKey(match, listingId),
        to: [alert.email],
        subject: drop ? `Bajó de precio: ${listing.title}` : `Nueva propiedad: ${listing.title}`,
        html,
        text,
        headers: alertHeaders(context, alert.id),
      });
    }
    return mails;
  },
};

/**
 * The daily digests of one Colombian calendar day (`AAAA-MM-DD`): for each confirmed `daily` alert, every listing that
 * matched it that day (new or cheaper), in one message keyed `digest:{alertId}:{day}`. Call it once the day is over
 * and `composeDailyDigests.reads` have caught up; calling it again for the same day composes the same keys (the outbox keeps
 * the first), so a missed day can be made up by calling it for every day since the last run.
 */
export async function composeDailyDigests(context: MailContext, day: string): Promise<OutgoingMail[]> {
  const docs = await (
    await context.readModels.collection<AlertMatchesDocument>(ALERT_MATCHES)
  ).find({
    'matches.day': day,
  });
  const byAlert = new Map<string, Array<{ listing: CatalogueDocument; match: AlertMatch }>>();
  for (const doc of docs) {
    const listing = visibleListing(doc);
    if (!listing) continue;
    for (const match of doc.matches) {
      if (match.day !== day || match.frequency !== 'daily') continue;
      byAlert.set(match.alertId, [...(byAlert.get(match.alertId) ?? []), { listing, match }]);
    }
  }
  const mails: OutgoingMail[] = [];
  for (const [alertId, found] of [...byAlert.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const alert = await liveAlert(context, alertId);
    if (!alert) continue;
    found.sort((a, b) => a.match.at.localeCompare(b.match.at) || a.listing.id.localeCompare(b.listing.id));
    const count = found.length;
    const { html, text } = renderMail({
      brand: context.brand,
      publicUrl: context.publicUrl,
      heading: count === 1 ? 'Una propiedad para tu alerta' : `${count} propiedades para tu alerta`,
      blocks: [
        { kind: 'paragraph', text: `Tu alerta: ${criteriaWords(alert.chips)}` },
        { kind: 'listing-cards', cards: found.map(({ listing, match }) => listingCard(context, listing, match)) },
        {
          kind: 'button',
          label: 'Ver todas en el sitio',
          href: catalogueAddress(context.publicUrl, alert.filters, alert.query),
        },
      ],
      footer: alertFooter(context, alert.id),
    });
    mails.push({
      key: `digest:${alertId}:${day}`,
      to: [alert.email],
      subject: `Tu resumen de propiedades del ${day.split('-').reverse().join('/')}`,
      html,
      text,
      headers: alertHeaders(context, alert.id),
    });
  }
  return mails;
}

/** What `composeDailyDigests` reads: the outbox waits until both have reached the log's head before calling it. */
composeDailyDigests.reads = [ALERT_MATCHES, SAVED_SEARCHES] as readonly string[];
