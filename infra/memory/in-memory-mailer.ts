import type { Mailer, MailMessage } from '../ports/mailer.js';

/**
 * A Mailer for tests: keeps what it was given, in order. `failWith` makes every send reject with that error until
 * cleared (a server that is down, or one that refuses a recipient for good).
 */
export class InMemoryMailer implements Mailer {
  readonly description = 'correos en memoria';
  readonly sent: MailMessage[] = [];
  failWith: ((message: MailMessage) => Error | null) | null = null;

  async verify(): Promise<void> {}

  async send(message: MailMessage): Promise<void> {
    const failure = this.failWith?.(message);
    if (failure) throw failure;
    this.sent.push(message);
  }

  async close(): Promise<void> {}
}
