import type { RecordedEvent } from '../../infra/ports/event-store.js';
import type { ReadModels } from '../../projections/runner/read-models.js';

/** One message an event causes, before the outbox stores it. */
export interface OutgoingMail {
  /**
   * The message's key in the outbox, unique over all mail ever sent and derived from what caused it (e.g.
   * `lead-alert:{eventId}:agency`, `alert:{alertId}:{listingId}:new`): a second message with a key already stored is
   * never queued, which is how a repeat (a replayed event, the same listing matching twice) is never sent. It also
   * makes the stable Message-ID.
   */
  key: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The signed addresses a mail links to. They are doors of the API, which issues and checks them
 * (services/api/auth/password-reset-link.ts, services/api/saved-searches/alert-links.ts); the runtime hands them to
 * the outbox, so no mail knows a secret or a purpose, and a link changed on the API's side changes in every mail.
 */
export interface MailLinks {
  /** The reset page, with the request's token. */
  passwordReset(requestId: string): string;
  /** An alert's pages, and the one-click address its `List-Unsubscribe` header names. */
  alert(alertId: string): { confirm: string; manage: string; unsubscribe: string; oneClick: string };
}

/** What a composer may read: the read models (caught up to the event, see `reads`), the site's address and links. */
export interface MailContext {
  readModels: ReadModels;
  /** PUBLIC_URL, no trailing slash: the only source of absolute links. */
  publicUrl: string;
  links: MailLinks;
  /** The agency's name as the site shows it (the footer's companyName). */
  brand: string;
  now: Date;
}

/**
 * Turns one stored event into the messages it causes (maybe none). Pure apart from reading read models: the
 * outbox calls it once per event, after every read model in `reads` has folded that event.
 */
export interface MailComposer {
  readonly name: string;
  /** The event types it composes for. */
  readonly types: readonly string[];
  /** Read models it reads: the outbox waits until each has reached the event's position. */
  readonly reads: readonly string[];
  compose(event: RecordedEvent, context: MailContext): Promise<OutgoingMail[]>;
}

/**
 * Mail that gathers a Colombian day (an alert's daily digest): composed once the day is over and `hour` (Colombian
 * time) has come, from read models caught up to the log's head. Composing a day again gives the same keys, so a day
 * missed while the process was down is made up without sending anything twice.
 */
export interface DailyMailComposer {
  readonly name: string;
  readonly reads: readonly string[];
  /** 0–23: the hour of the next day at which a day's mail leaves (a digest in the morning, not at midnight). */
  readonly hour: number;
  /** What the Correos log names as its cause (the `event.type` of its messages), e.g. `DailyDigest`. */
  readonly cause: string;
  compose(context: MailContext, day: string): Promise<OutgoingMail[]>;
}
