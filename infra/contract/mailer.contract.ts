import type { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../ports/mailer.js';

export interface MailerUnderTest {
  mailer: Mailer;
  /** Every message the adapter delivered so far, parsed as a mail client would. */
  delivered(): Promise<ParsedMail[]>;
  cleanup(): Promise<void>;
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  messageId: `<contrato.${randomUUID()}@portal.example.co>`,
  // A comma and a quote must be quoted, the accents encoded: a client reads the name whole or not at all.
  from: { name: 'Inmobiliaria "La Ñapa" Díaz & Cía., S.A.S.', address: 'avisos@portal.example.co' },
  to: ['asesora@example.co'],
  subject: 'Nueva solicitud: Apartamento en Chapinero — ¿sigue disponible?',
  text: 'Hola:\nMaría Pérez pregunta por el apartamento AP-104.\nTeléfono: 300 123 4567\n',
  html: '<p>Hola:</p><p>María Pérez pregunta por el <a href="https://portal.example.co/propiedades/ap-104">apartamento AP-104</a>.</p>',
  ...overrides,
});

/** The Mailer port's contract: what reaches a mail client is what the outbox asked for, in Spanish, whole. */
export function mailerContract(name: string, factory: () => Promise<MailerUnderTest>): void {
  describe(name, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(async () => {
      await subject.mailer.close();
      await subject.cleanup();
    });

    it('delivers a Spanish message with its plain-text and HTML parts, sender, Message-ID and extra headers', async () => {
      await subject.mailer.verify();
      const sent = message({
        to: ['asesora@example.co', 'agencia@example.co'],
        replyTo: 'maria.perez@example.com',
        headers: {
          'List-Unsubscribe': '<https://portal.example.co/api/saved-searches/unsubscribe?token=abc.def>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await subject.mailer.send(sent);
      const [mail, ...others] = await subject.delivered();
      expect(others).toEqual([]);
      expect(mail!.messageId).toBe(sent.messageId);
      expect(mail!.subject).toBe(sent.subject);
      expect(mail!.text).toBe(sent.text);
      expect(mail!.html).toBe(sent.html);
      expect(mail!.from?.value).toEqual([sent.from]);
      const to = Array.isArray(mail!.to) ? mail!.to : [mail!.to!];
      expect(to.flatMap((address) => address.value.map((entry) => entry.address))).toEqual(sent.to);
      expect(mail!.replyTo?.value[0]?.address).toBe('maria.perez@example.com');
      // Unfolded as RFC 5322 §2.2.3 says: a long header may arrive over several lines.
      const header = (key: string) =>
        mail!.headerLines.find((line) => line.key === key)?.line.replace(/\r\n[ \t]+/g, ' ');
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toBe(
        'List-Unsubscribe: <https://portal.example.co/api/saved-searches/unsubscribe?token=abc.def>',
      );
    });

    it('delivers messages one after another, each whole', async () => {
      const first = message({ subject: 'Primero' });
      const second = message({ subject: 'Segundo', to: ['otra@example.co'] });
      await subject.mailer.send(first);
      await subject.mailer.send(second);
      const delivered = await subject.delivered();
      expect(delivered.map((mail) => mail.messageId).sort()).toEqual([first.messageId, second.messageId].sort());
    });
  });
}
