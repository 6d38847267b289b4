import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailerContract } from '../contract/mailer.contract.js';
import { FileMailer } from './file-mailer.js';

const emlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();

mailerContract('FileMailer', async () => {
  const root = mkdtempSync(join(tmpdir(), 'file-mailer-'));
  const dir = join(root, 'outbox');
  return {
    mailer: new FileMailer(dir),
    delivered: () => Promise.all(emlFiles(dir).map((name) => simpleParser(readFileSync(join(dir, name))))),
    cleanup: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe('FileMailer files', () => {
  it('writes one RFC 5322 file per message, named after its Message-ID, and says so in one log line', async () => {
    const root = mkdtempSync(join(tmpdir(), 'file-mailer-'));
    const lines: string[] = [];
    const mailer = new FileMailer(join(root, 'outbox'), (line) => lines.push(line));
    const message = {
      messageId: '<lead-alert.42.agency@portal.example.co>',
      from: { name: 'Habitat', address: 'avisos@portal.example.co' },
      to: ['agencia@example.co'],
      subject: 'Nueva solicitud',
      text: 'Hola',
      html: '<p>Hola</p>',
    };
    await mailer.send(message);
    // Sent again (a crash before the outbox stored "enviado"): the same file, not a second one.
    await mailer.send(message);
    expect(emlFiles(join(root, 'outbox'))).toEqual(['lead-alert.42.agency@portal.example.co.eml']);
    const raw = readFileSync(join(root, 'outbox', 'lead-alert.42.agency@portal.example.co.eml'), 'utf8');
    expect(raw).toMatch(/^Message-ID: <lead-alert\.42\.agency@portal\.example\.co>\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      `Correo «Nueva solicitud» para agencia@example.co guardado en ${join(root, 'outbox', 'lead-alert.42.agency@portal.example.co.eml')}`,
    );
    rmSync(root, { recursive: true, force: true });
  });
});
