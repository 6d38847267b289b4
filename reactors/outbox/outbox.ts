import type { EventStore, Position, RecordedEvent } from '../../infra/ports/event-store.js';
import { MailRejectedError, type Mailer } from '../../infra/ports/mailer.js';
import type { ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { SearchIndex } from '../../infra/ports/search-index.js';
import type { ConfigDocument } from '../../projections/configs/projection.js';
import { CheckpointGate, checkpointSources } from '../../projections/runner/checkpoint-gate.js';
import { ReadModels } from '../../projections/runner/read-models.js';
import type { Registration } from '../../projections/runner/registration.js';
import { brandName } from '../../services/api/schemas/configs.js';
import { colombianDate } from '../../services/domain/shared/colombian-time.js';
import type { DailyMailComposer, MailComposer, MailContext, MailLinks, OutgoingMail } from './composer.js';
import { senderOf, type MailSender } from './mail-sender.js';
import {
  HEALTHY,
  OUTBOX,
  outboxMessages,
  outboxStatus,
  type OutboxMessage,
  type OutboxStatus,
} from './outbox-store.js';

export interface OutboxDeps {
  store: EventStore;
  readModelStore: ReadModelStore;
  searchIndex: SearchIndex;
  mailer: Mailer;
  /** The projections, to know when the read models a composer reads have folded an event. */
  registrations: readonly Registration[];
  composers: readonly MailComposer[];
  daily?: readonly DailyMailComposer[];
  publicUrl: string;
  links: MailLinks;
  /** From MAIL_FROM (see mailSender): the address, and a name that overrides the agency's when it sets one. */
  sender: MailSender;
  log?: (message: string) => void;
}

export interface OutboxOptions {
  /** Events read per look at the log. */
  batchSize?: number;
  /** The wait after the first failed attempt; it doubles with each failure in a row up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const HOUR_MS = 60 * 60 * 1_000;
const DAY_MS = 24 * HOUR_MS;
/** How far back a daily composer makes up missed days after a long stop. */
const MAX_MISSED_DAYS = 7;

/** The Colombian days after `done` up to `last` (both `AAAA-MM-DD`), at most MAX_MISSED_DAYS; only `last` without `done`. */
function daysAfter(done: string | undefined, last: string): string[] {
  const days = [last];
  if (!done) return days;
  for (let day = last; days.length < MAX_MISSED_DAYS;) {
    day = new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    if (day <= done) break;
    days.unshift(day);
  }
  return days;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const padded = (value: bigint | number, width: number) => value.toString().padStart(width, '0');

/**
 * Mail as a consequence of stored events, in two steps that each survive a crash.
 *
 * 1. `enqueue` reads the events after its own checkpoint (like a projection), waits until the read models their
 *    composers read have folded them, and stores every message they cause as `pendiente` together with the new
 *    checkpoint, in one transaction: a message exists only for a stored event, and a crash loses none (the
 *    events after the checkpoint are composed again; a key already stored is never queued twice).
 * 2. `sendDue` hands the pending messages to the Mailer one at a time in the events' order and marks each
 *    `enviado` once accepted. A crash between the two resends at most that one message; a normal run never sends
 *    one twice. A server that cannot take mail stops the round (later messages wait, so the order holds) and the
 *    next try waits longer each time, up to `maxDelayMs`; a message the server refuses for good is `fallido`.
 */
export class Outbox {
  private readonly readModels: ReadModels;
  private readonly gates = new Map<string, CheckpointGate>();
  private readonly host: string;

  constructor(
    private readonly deps: OutboxDeps,
    private readonly options: OutboxOptions = {},
  ) {
    this.readModels = new ReadModels(deps.readModelStore);
    this.host = new URL(deps.publicUrl).hostname;
  }

  /** Every event type some composer reads. */
  private get types(): string[] {
    return [...new Set(this.deps.composers.flatMap((composer) => composer.types))];
  }

  /**
   * On the outbox's first start, begins at the log's head: a log written before it existed (a portal upgraded to
   * send mail, the demo's seed) sends nothing for its past, where a lead alert would be hours or years late. Every
   * later start goes on from the stored checkpoint. Answers the position it began at, or null when it had one.
   */
  async initialize(): Promise<bigint | null> {
    if ((await this.deps.readModelStore.checkpoints.get(OUTBOX.checkpoint)) !== null) return null;
    const head = await this.deps.store.headPosition();
    if (head < 0n) return null;
    await this.deps.readModelStore.withTransaction(async (tx) => tx.setCheckpoint(OUTBOX.checkpoint, head));
    return head;
  }

  /** Stores the messages of the next events; answers how many events it took (0: nothing to do, or waiting). */
  async enqueue(now: Date): Promise<number> {
    const after = (await this.deps.readModelStore.checkpoints.get(OUTBOX.checkpoint)) ?? -1n;
    // Taken before the read: every event of the composers' types up to here is then among what it finds.
    const head = await this.deps.store.headPosition();
    const events: RecordedEvent[] = [];
    let found = false;
    for await (const event of this.deps.store.readAll({ after, types: this.types, limit: this.batchSize })) {
      found = true;
      if (!(await this.readModelsHave(event))) break;
      events.push(event);
    }
    if (!found) await this.passUnread(after, head);
    if (events.length === 0) return 0;
    const context = await this.context(now);
    const messages: OutboxMessage[] = [];
    for (const event of events) {
      let index = 0;
      for (const composer of this.composersOf(event)) {
        let composed: OutgoingMail[];
        try {
          composed = await composer.compose(event, context);
        } catch (error) {
          await this.stopAt(event, composer, error);
          throw error;
        }
        for (const mail of composed) messages.push(this.stored(mail, context, composer, event, index++, now));
      }
    }
    await this.deps.readModelStore.withTransaction(async (tx) => {
      const collection = tx.collection<OutboxMessage>(OUTBOX.messages, OUTBOX.version);
      for (const message of messages) if (!(await collection.get(message.id))) collection.put(message);
      tx.setCheckpoint(OUTBOX.checkpoint, events.at(-1)!.position);
      const status = tx.collection<OutboxStatus>(OUTBOX.status, OUTBOX.version);
      const current = await status.get('sender');
      if (current?.stoppedAt) status.put({ ...current, stoppedAt: null });
    });
    return events.length;
  }

  /**
   * Queues the daily composers' mail for every Colombian day that is over and whose hour has come, since the last
   * day each composed (at most a week back; on a first start, only the day before). Answers the days composed.
   */
  async enqueueDaily(now: Date): Promise<string[]> {
    const composed: string[] = [];
    for (const composer of this.deps.daily ?? []) {
      // The day whose mail is due: yesterday once today's hour has come, the day before until then.
      const shifted = new Date(now.getTime() - composer.hour * HOUR_MS - DAY_MS);
      const due = colombianDate(shifted);
      const status = await outboxStatus(this.deps.readModelStore);
      const done = status.daysDone?.[composer.name];
      if (done && done >= due) continue;
      const head = await this.deps.store.headPosition();
      if (!(await this.gateFor(composer).waitFor(head, { timeoutMs: 0 }))) continue;
      const days = daysAfter(done, due);
      const context = await this.context(now);
      const messages: OutboxMessage[] = [];
      for (const day of days) {
        const event = { id: `${composer.name}:${day}`, type: composer.cause, stream: composer.name, position: head };
        (await composer.compose(context, day)).forEach((mail, index) =>
          messages.push(this.stored(mail, context, composer, event, index, now)),
        );
      }
      await this.deps.readModelStore.withTransaction(async (tx) => {
        const collection = tx.collection<OutboxMessage>(OUTBOX.messages, OUTBOX.version);
        for (const message of messages) if (!(await collection.get(message.id))) collection.put(message);
        const statuses = tx.collection<OutboxStatus>(OUTBOX.status, OUTBOX.version);
        const current = (await statuses.get('sender')) ?? HEALTHY;
        statuses.put({ ...current, daysDone: { ...current.daysDone, [composer.name]: due } });
      });
      composed.push(...days);
    }
    return composed;
  }

  /**
   * One round: the new events' messages queued (all of them, so order holds), the day's mail if due, then sending.
   * Once `stop` is aborted nothing more starts: a message being handed over finishes and is recorded, none after it.
   */
  async round(now: Date, stop?: AbortSignal): Promise<{ sent: number; refused: number; failing: boolean }> {
    while (!stop?.aborted && (await this.enqueue(now)) > 0);
    if (!stop?.aborted) await this.enqueueDaily(now);
    return this.sendDue(now, { stop });
  }

  /**
   * Sends what is pending, oldest first, until the server fails or `stop` is aborted; answers what happened. While
   * the server is failing it tries again only once its wait (`retryAt`) is over.
   */
  async sendDue(
    now: Date,
    { limit = 50, stop }: { limit?: number; stop?: AbortSignal } = {},
  ): Promise<{ sent: number; refused: number; failing: boolean }> {
    if (stop?.aborted) return { sent: 0, refused: 0, failing: false };
    const status = await outboxStatus(this.deps.readModelStore);
    if (status.retryAt && now < new Date(status.retryAt)) return { sent: 0, refused: 0, failing: true };
    const due = await outboxMessages(this.deps.readModelStore).find(
      { state: 'pendiente' },
      { sort: [['order', 1]], limit },
    );
    let sent = 0;
    let refused = 0;
    for (const message of due) {
      // Checked before each message, not each round: a round sends up to `limit`, and a stopping process sends none.
      if (stop?.aborted) return { sent, refused, failing: false };
      try {
        await this.deps.mailer.send({
          from: senderOf(this.deps.sender, message.senderName ?? (await this.brand())),
          messageId: message.messageId,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      } catch (error) {
        if (error instanceof MailRejectedError) {
          refused++;
          await this.update(message, { state: 'fallido', lastError: error.message }, now);
          continue;
        }
        await this.update(message, { lastError: errorText(error) }, now);
        await this.failing(status, error, now);
        return { sent, refused, failing: true };
      }
      sent++;
      await this.update(message, { state: 'enviado', lastError: null, sentAt: now.toISOString() }, now);
    }
    if (status.failingSince && (sent > 0 || due.length === 0)) await this.recovered(status);
    return { sent, refused, failing: false };
  }

  /**
   * No composer reads any event after the checkpoint up to `head`: when they are a batch or more, `head` becomes the
   * checkpoint. A typed read scans every row after the checkpoint, so without this every round (each second) would
   * scan again all the events since the last one that could cause mail (views, sessions, token use). Not at every
   * round: one write per batch of such events is enough to bound what a round scans.
   */
  private async passUnread(after: Position, head: Position): Promise<void> {
    if (head - after < BigInt(this.batchSize)) return;
    await this.deps.readModelStore.withTransaction(async (tx) => tx.setCheckpoint(OUTBOX.checkpoint, head));
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 100;
  }

  private composersOf(event: RecordedEvent): MailComposer[] {
    return this.deps.composers.filter((composer) => composer.types.includes(event.type));
  }

  /** True once every read model the event's composers read has folded it (checked from the stored checkpoints). */
  private async readModelsHave(event: RecordedEvent): Promise<boolean> {
    for (const composer of this.composersOf(event)) {
      if (!(await this.gateFor(composer).waitFor(event.position, { timeoutMs: 0 }))) return false;
    }
    return true;
  }

  /** Answers whether the read models a composer reads have reached a position. */
  private gateFor(composer: { name: string; reads: readonly string[] }): CheckpointGate {
    let gate = this.gates.get(composer.name);
    if (!gate) {
      const reads = this.deps.registrations.filter(
        (registration) => registration.kind === 'read-model' && composer.reads.includes(registration.projection.name),
      );
      const ports = {
        store: this.deps.store,
        readModels: this.deps.readModelStore,
        searchIndex: this.deps.searchIndex,
      };
      gate = new CheckpointGate(this.deps.store, checkpointSources(ports, reads));
      this.gates.set(composer.name, gate);
    }
    return gate;
  }

  private async context(now: Date): Promise<MailContext> {
    return {
      readModels: this.readModels,
      publicUrl: this.deps.publicUrl,
      links: this.deps.links,
      brand: await this.brand(),
      now,
    };
  }

  /** The agency's name as the site shows it, read for each batch: a name saved in the Footer tab is in the next mail. */
  private async brand(): Promise<string> {
    const footer = await (await this.readModels.collection<ConfigDocument>('configs')).get('footer');
    return brandName(footer?.id === 'footer' ? footer.companyName : null);
  }

  private stored(
    mail: OutgoingMail,
    context: MailContext,
    composer: { name: string },
    event: Pick<RecordedEvent, 'id' | 'type' | 'stream' | 'position'>,
    index: number,
    now: Date,
  ) {
    const at = now.toISOString();
    return {
      id: mail.key,
      order: `${padded(event.position, 20)}.${padded(index, 4)}`,
      messageId: `<${mail.key.replace(/:/g, '.').replace(/[^\w.-]/g, '_')}@${this.host}>`,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      senderName: context.brand,
      composer: composer.name,
      event: { id: event.id, type: event.type, stream: event.stream, position: event.position.toString() },
      state: 'pendiente',
      attempts: 0,
      lastError: null,
      createdAt: at,
      updatedAt: at,
      sentAt: null,
    } satisfies OutboxMessage;
  }

  private async update(message: OutboxMessage, change: Partial<OutboxMessage>, now: Date, attempted = true) {
    await this.deps.readModelStore.withTransaction(async (tx) => {
      tx.collection<OutboxMessage>(OUTBOX.messages, OUTBOX.version).put({
        ...message,
        ...change,
        attempts: attempted ? message.attempts + 1 : message.attempts,
        updatedAt: now.toISOString(),
      });
    });
  }

  private async putStatus(status: OutboxStatus) {
    await this.deps.readModelStore.withTransaction(async (tx) => {
      tx.collection<OutboxStatus>(OUTBOX.status, OUTBOX.version).put(status);
    });
  }

  private async failing(status: OutboxStatus, error: unknown, now: Date) {
    const failures = status.failures + 1;
    const delay = Math.min(
      (this.options.baseDelayMs ?? 1_000) * 2 ** (failures - 1),
      this.options.maxDelayMs ?? 300_000,
    );
    if (!status.failingSince) this.deps.log?.(`El servidor de correo no recibe: ${errorText(error)}. Se reintenta.`);
    await this.putStatus({
      ...status,
      failingSince: status.failingSince ?? now.toISOString(),
      failures,
      retryAt: new Date(now.getTime() + delay).toISOString(),
      lastError: errorText(error),
    });
  }

  private async recovered(status: OutboxStatus) {
    this.deps.log?.('El servidor de correo volvió a recibir: se envía lo pendiente.');
    await this.putStatus({ ...HEALTHY, stoppedAt: status.stoppedAt });
  }

  private async stopAt(event: RecordedEvent, composer: MailComposer, error: unknown) {
    const message = `${composer.name}: ${errorText(error)}`;
    this.deps.log?.(`El correo se detuvo en ${event.type} (posición ${event.position}): ${message}`);
    const status = await outboxStatus(this.deps.readModelStore);
    await this.putStatus({
      ...status,
      stoppedAt: { eventId: event.id, eventType: event.type, position: event.position.toString(), message },
    });
  }
}
