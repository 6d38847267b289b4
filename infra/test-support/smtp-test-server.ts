import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (the smtp-server package): what it received, parsed, in arrival order. `stop` and
 * `start` again on the same port play a mail server that goes down and comes back; recipients listed in
 * `rejecting` are refused with 550, as a server refuses an unknown mailbox; `takeAndHoldAfter` leaves a client
 * waiting mid-handover.
 */
export class SmtpTestServer {
  readonly received: ParsedMail[] = [];
  readonly rejecting = new Set<string>();
  private holding: { after: number; arrived: (answer: () => void) => void } | null = null;
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
          .then((mail) => {
            this.received.push(mail);
            const holding = this.holding;
            if (holding && this.received.length > holding.after) {
              this.holding = null;
              holding.arrived(() => callback());
              return;
            }
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

  /**
   * Takes the message that follows the first `after` but does not answer it, as a server whose reply is lost or slow:
   * its client waits, not knowing the message was taken, and sends nothing else on that connection. Resolves once that
   * message is in, with what answers it late; the messages after it are answered again.
   */
  takeAndHoldAfter(after: number): Promise<() => void> {
    return new Promise((arrived) => {
      this.holding = { after, arrived };
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
