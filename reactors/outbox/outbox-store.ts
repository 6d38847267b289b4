import type { Document, ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { MAIL_STATES } from '../../services/api/schemas/mail-log.js';

/**
 * Where the outbox keeps its messages and its progress, in the read-model store but outside every projection: a
 * projection may be rebuilt from the log, a sent message may never be sent again, so these collections have one
 * version forever and no rebuild touches them.
 */
export const OUTBOX = { messages: 'outbox', status: 'outbox-status', version: 1, checkpoint: 'outbox' } as const;

type MailState = (typeof MAIL_STATES)[number];

export interface OutboxMessage extends Document {
  /** The composer's key: unique over all mail ever (reactors/outbox/composer.ts). */
  id: string;
  /** Sending order: the causing event's position, then the message's place among its messages (zero-padded). */
  order: string;
  messageId: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /**
   * The agency's name the message was written with, its From name unless MAIL_FROM sets one: a footer saved while it
   * waits does not make its sender and its words disagree. Absent on messages queued before senders were named
   * (those leave with the name of the moment).
   */
  senderName?: string;
  /** Which composer made it, from which event. */
  composer: string;
  event: { id: string; type: string; stream: string; position: string };
  state: MailState;
  attempts: number;
  /** The last failure in Spanish (why it failed, or why the server could not take it); null once sent. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

/** The sender's health, shared with every process that reports it (/api/ready, /metrics). */
export interface OutboxStatus extends Document {
  id: 'sender';
  /** Since when the server refuses or cannot be reached; null while it takes mail. */
  failingSince: string | null;
  /** Failed attempts in a row: sets the wait before the next one. */
  failures: number;
  retryAt: string | null;
  lastError: string | null;
  /** The last Colombian day each daily composer has composed (`AAAA-MM-DD`); absent before its first. */
  daysDone?: Record<string, string>;
  /** A composer that throws on an event stops the outbox there (never skipping it), as a projection does. */
  stoppedAt: { eventId: string; eventType: string; position: string; message: string } | null;
}

export const outboxMessages = (store: ReadModelStore) =>
  store.collection<OutboxMessage>(OUTBOX.messages, OUTBOX.version);

export const HEALTHY: OutboxStatus = {
  id: 'sender',
  failingSince: null,
  failures: 0,
  retryAt: null,
  lastError: null,
  stoppedAt: null,
};

export async function outboxStatus(store: ReadModelStore): Promise<OutboxStatus> {
  return (await store.collection<OutboxStatus>(OUTBOX.status, OUTBOX.version).get('sender')) ?? HEALTHY;
}

/**
 * Puts a `fallido` message back in the queue (an admin's "Reintentar"), to be sent after what is already waiting;
 * false when there is no such message or it is not failed. Only the store is touched, so any process may do it.
 */
export async function retryFailedMail(store: ReadModelStore, id: string, now: Date): Promise<boolean> {
  return store.withTransaction(async (tx) => {
    const messages = tx.collection<OutboxMessage>(OUTBOX.messages, OUTBOX.version);
    const message = await messages.get(id);
    if (!message || message.state !== 'fallido') return false;
    messages.put({ ...message, state: 'pendiente', updatedAt: now.toISOString() });
    return true;
  });
}

/** The outbox as operators see it (/api/ready, /metrics): how much waits, how much failed, and the sender's state. */
export async function mailHealth(store: ReadModelStore) {
  const messages = outboxMessages(store);
  const [pending, failed, status] = await Promise.all([
    messages.count({ state: 'pendiente' }),
    messages.count({ state: 'fallido' }),
    outboxStatus(store),
  ]);
  const state = status.stoppedAt ? ('stopped' as const) : status.failingSince ? ('retrying' as const) : ('ok' as const);
  return { state, pending, failed, status };
}
