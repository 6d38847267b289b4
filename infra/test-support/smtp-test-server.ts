import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (the smtp-server package): what it received, parsed, in arrival order. `stop` and
 * `start` again on the same port play a mail server that goes down and comes back; recipients listed in
 * `rejecting` are refused with 550, as a server refuses an unknown mailbox.
 */
export class SmtpTestServer {
  readonly received: ParsedMail[] = [];
  readonly rejecting = new Set<string>();
  /** How long the server takes to accept each message: a slow server, so that a crash can land mid-batch. */
  acceptDelayMs = 0;
  private server: SMTPServer | null = null;
  private portInUse = 0;

  get port(): number {
    return this.portInUse;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.portInUse}`;
  }

  async start(port = this.portInUse): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.rejecting.has(address.address)) return callback();
        const refusal = Object.assign(new Error('5.1.1 Buzón inexistente'), { responseCode: 550 });
        callback(refusal);
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            if (this.acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs));
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.portInUse = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
