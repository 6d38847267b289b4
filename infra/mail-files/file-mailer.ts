import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { nodemailerMessage } from '../mail-message/nodemailer-message.js';
import type { Mailer, MailMessage } from '../ports/mailer.js';

/** A file name from a Message-ID: its letters, digits, dots and dashes (`<a.b@host>` → `a.b@host.eml`). */
const fileName = (messageId: string) => `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;

/**
 * The embedded default: each message written as an RFC 5322 `.eml` file (open it with any mail client) under the
 * data directory, named after its Message-ID, so a message sent again after a crash replaces its own file. Built by
 * nodemailer's stream transport: the same MIME the SMTP adapter sends.
 */
export class FileMailer implements Mailer {
  readonly description: string;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    private readonly dir: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.description = `archivos .eml en ${dir}`;
  }

  async verify(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const { message: raw } = await this.composer.sendMail(nodemailerMessage(message));
    mkdirSync(this.dir, { recursive: true });
    const file = join(this.dir, fileName(message.messageId));
    // Written whole or not at all: a reader never opens half a message.
    writeFileSync(`${file}.tmp`, raw as Buffer);
    renameSync(`${file}.tmp`, file);
    this.log(`Correo «${message.subject}» para ${message.to.join(', ')} guardado en ${file}`);
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}
