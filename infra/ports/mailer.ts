/**
 * The Mailer port: hands one message to the world. Two adapters pass infra/contract/mailer.contract.ts: files
 * (embedded default: each message an RFC 5322 `.eml` under DATA_DIR/outbox/) and SMTP (nodemailer, `SMTP_URL`).
 * Sending is driven by the outbox (reactors/outbox/outbox.ts), never by a request.
 */
/** A mailbox as a From header names it: the adapters quote and encode the name (RFC 5322, RFC 2047). */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  /** Chosen per message by the outbox: the agency's name may change between two messages. */
  from: MailAddress;
  /** Stable, derived from the event that caused the message (`<…@host>`): a resent message is recognisably the same. */
  messageId: string;
  to: string[];
  replyTo?: string;
  subject: string;
  /** The plain-text part; every message has one beside its HTML. */
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on alerts. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** For the start-up log, after "Correo: ", e.g. `SMTP en smtp.example.co:587` or `archivos .eml en data/outbox`. */
  readonly description: string;
  /** Rejects with a Spanish message when the server cannot be reached or refuses the credentials (start-up check). */
  verify(): Promise<void>;
  /** Resolves once the message was accepted; rejects with MailRejectedError when retrying cannot help. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The server refused this message for good (a 5xx answer: no such mailbox, a refused sender): the outbox marks it
 * `fallido` instead of retrying. Any other failure (connection refused, timeout, 4xx) is transient and retried.
 */
export class MailRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailRejectedError';
  }
}
