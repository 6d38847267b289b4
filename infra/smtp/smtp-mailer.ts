import nodemailer, { type Transporter } from 'nodemailer';
import { nodemailerMessage } from '../mail-message/nodemailer-message.js';
import { MailRejectedError, type Mailer, type MailMessage } from '../ports/mailer.js';

/** What nodemailer attaches to a failed send: the server's answer code when there was one. */
interface SmtpFailure {
  responseCode?: number;
  code?: string;
  message: string;
}

/** `smtp://user:pass@host:587` → `host:587`: never the credentials in a log line or a message. */
function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
}

/**
 * Production mail: SMTP through nodemailer, from SMTP_URL (`smtp://` with STARTTLS when the server offers it,
 * `smtps://` for TLS from the start). Timeouts are short, so a hung server is a failed attempt the outbox retries,
 * not a sender stuck for minutes.
 */
export class SmtpMailer implements Mailer {
  readonly description: string;
  private readonly transport: Transporter;
  private readonly server: string;

  constructor(url: string) {
    this.server = serverOf(url);
    this.description = `SMTP en ${this.server}`;
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async verify(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (error) {
      throw new Error(`No se puede usar el servidor de correo ${this.server}: ${(error as SmtpFailure).message}`, {
        cause: error,
      });
    }
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail(nodemailerMessage(message));
    } catch (error) {
      const failure = error as SmtpFailure;
      // 5xx is the server's final word on this message; anything else (no connection, 4xx) may pass later.
      if (failure.responseCode !== undefined && failure.responseCode >= 500)
        throw new MailRejectedError(`${this.server} rechazó el correo: ${failure.message}`, { cause: error });
      throw new Error(`${this.server}: ${failure.message}`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
