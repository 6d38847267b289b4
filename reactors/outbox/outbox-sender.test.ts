import { afterEach, describe, expect, it } from 'vitest';
import type { InMemoryMailer } from '../../infra/memory/in-memory-mailer.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { createTestApp, type TestApp } from '../../services/api/test-support/test-app.js';
import { mailSender } from './mail-sender.js';

let t: TestApp;
const now = new Date('2026-11-27T14:00:00.000Z');
afterEach(() => t?.close());

const start = async (mailFrom?: string) => {
  t = await createTestApp({ clock: () => now, mailFrom });
  await setAgencyEmail(t);
};

const saveCompanyName = async (companyName: string) => {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/footer-config',
    headers: { cookie: await t.adminCookie() },
    payload: { companyName, copyright: `© 2026 ${companyName}` },
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

/** A visitor's request: two mails (the agency's alert and the visitor's acknowledgement). */
const lead = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact-submissions',
    payload: {
      name: 'María Pérez',
      email: 'maria@correo.co',
      phone: '300 123 4567',
      message: 'Quisiera visitar la propiedad esta semana.',
      acceptsDataPolicy: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
};

/** The senders of what the outbox sent since the last call. */
const sendersOfNewMail = async () => {
  const mailer = t.mailer as InMemoryMailer;
  const before = mailer.sent.length;
  await t.deliverMail();
  return [...new Set(mailer.sent.slice(before).map((mail) => `${mail.from.name} <${mail.from.address}>`))];
};

describe('the sender of every mail', () => {
  it('without MAIL_FROM is the agency’s name from the Footer tab, the next mail after it is saved', async () => {
    await start();
    await lead();
    // No footer yet: the site's default name, as its pages show it.
    expect(await sendersOfNewMail()).toEqual(['Portal Inmobiliario <avisos@portal.test>']);
    await saveCompanyName('Inmobiliaria Díaz & Cía., S.A.S.');
    await lead();
    expect(await sendersOfNewMail()).toEqual(['Inmobiliaria Díaz & Cía., S.A.S. <avisos@portal.test>']);
  });

  it('with a bare MAIL_FROM address is the agency’s name at that address', async () => {
    await start('avisos@habitat.co');
    await saveCompanyName('Habitat Colombia');
    await lead();
    expect(await sendersOfNewMail()).toEqual(['Habitat Colombia <avisos@habitat.co>']);
  });

  it('with a name in MAIL_FROM is that name, whatever the footer says', async () => {
    await start('"Habitat, avisos" <avisos@habitat.co>');
    await saveCompanyName('Otra Inmobiliaria');
    await lead();
    expect(await sendersOfNewMail()).toEqual(['Habitat, avisos <avisos@habitat.co>']);
  });

  it('keeps the name a waiting message was written with when the footer changes before it leaves', async () => {
    await start();
    await saveCompanyName('Habitat Colombia');
    await lead();
    await t.projector.waitFor(await t.ports.store.headPosition());
    await t.outbox.enqueue(now);
    await saveCompanyName('Otro Nombre');
    const senders = await sendersOfNewMail();
    expect(senders).toEqual(['Habitat Colombia <avisos@portal.test>']);
    // Its words name the same agency as its sender.
    expect((t.mailer as InMemoryMailer).sent.every((mail) => mail.text.includes('Habitat Colombia'))).toBe(true);
  });
});

describe('mailSender', () => {
  it('reads MAIL_FROM as a mail client does, and names the site’s host without it', () => {
    expect(mailSender('Habitat <avisos@habitat.co>', 'https://habitat.co')).toEqual({
      name: 'Habitat',
      address: 'avisos@habitat.co',
    });
    expect(mailSender('<avisos@habitat.co>', 'https://habitat.co')).toEqual({ address: 'avisos@habitat.co' });
    expect(mailSender('avisos@habitat.co', 'https://habitat.co')).toEqual({ address: 'avisos@habitat.co' });
    expect(mailSender(undefined, 'https://www.habitat.co:8443')).toEqual({ address: 'avisos@www.habitat.co' });
  });
});
