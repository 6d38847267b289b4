import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../infra/memory/in-memory-mailer.js';
import type { MailMessage } from '../../infra/ports/mailer.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { leadsFromVisitors } from '../../services/api/test-support/visitor-leads.js';
import { createTestApp, type TestApp } from '../../services/api/test-support/test-app.js';
import { outboxMessages } from './outbox-store.js';
import { startOutbox } from './start-outbox.js';

/** A promise and what settles it (Node 20 has no Promise.withResolvers). */
function signal() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve: () => resolve() };
}

/** A mail server that takes the first message only when the test lets it (a slow SMTP answer), then every other at once. */
class SlowFirstMailer extends InMemoryMailer {
  readonly started: string[] = [];
  private readonly first = signal();
  private readonly answer = signal();
  /** Resolves once the first message is being handed over. */
  readonly firstStarted = this.first.promise;

  override async send(message: MailMessage): Promise<void> {
    this.started.push(message.messageId);
    if (this.started.length === 1) {
      this.first.resolve();
      await this.answer.promise;
    }
    await super.send(message);
  }

  answerFirst() {
    this.answer.resolve();
  }
}

let t: TestApp;
afterEach(() => t?.close());
const now = new Date('2026-11-27T14:00:00.000Z');
const clock = () => now;
const log = () => undefined;

describe('stopping the outbox in the middle of a round', () => {
  it('starts no send after stop, records the one in flight, and a restarted outbox sends each of the others once', async () => {
    const slow = new SlowFirstMailer();
    t = await createTestApp({ clock, mailer: slow });
    await setAgencyEmail(t);
    await t.outbox.initialize();
    await leadsFromVisitors(t, 3);
    // Every lead in the read models, so that the first round queues all six messages (an alert and a thanks each).
    await t.projector.waitFor(await t.ports.store.headPosition());

    const running = startOutbox(t.outbox, { clock, log });
    await slow.firstStarted;
    // SIGTERM lands while the server is taking the first message of the round.
    const stopped = running.stop();
    slow.answerFirst();
    await stopped;
    expect(slow.started).toHaveLength(1);
    const [first] = slow.started;
    expect(slow.sent.map((mail) => mail.messageId)).toEqual([first]);
    const messages = outboxMessages(t.ports.readModelStore);
    expect(await messages.find({ state: 'enviado' }, {})).toHaveLength(1);
    expect(await messages.count({ state: 'pendiente' })).toBe(5);

    // Started again on the same stores (an Outbox keeps nothing of its own between rounds: all is in the queue).
    const restarted = startOutbox(t.outbox, { clock, log });
    await expect.poll(() => messages.count({ state: 'pendiente' })).toBe(0);
    await restarted.stop();
    expect(slow.started).toHaveLength(6);
    expect(new Set(slow.started).size).toBe(6);
    expect(slow.sent.map((mail) => mail.messageId)).toEqual(slow.started);
  });
});
