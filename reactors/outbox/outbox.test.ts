import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../infra/memory/in-memory-mailer.js';
import { MailRejectedError, type MailMessage } from '../../infra/ports/mailer.js';
import { userIdFromEmail } from '../../services/domain/user/decider.js';
import { setAgencyEmail } from '../../services/api/test-support/contact-config.js';
import { ASESOR, createTestApp, json, propertyBody, type TestApp } from '../../services/api/test-support/test-app.js';
import { OUTBOX, outboxMessages, outboxStatus, retryFailedMail } from './outbox-store.js';

let t: TestApp;
let now = new Date('2026-11-27T14:00:00.000Z');
const mailer = () => t.mailer as InMemoryMailer;
afterEach(() => t?.close());

const start = async () => {
  now = new Date('2026-11-27T14:00:00.000Z');
  t = await createTestApp({ clock: () => now, outbox: { baseDelayMs: 1_000, maxDelayMs: 8_000 } });
  const admin = await t.adminCookie();
  await setAgencyEmail(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody({ code: 'AP-104', agentId: userIdFromEmail(ASESOR.email) }),
  });
  return json<{ id: string }>(created).id;
};

const lead = async (propertyId: string | null, name = 'María Pérez') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact-submissions',
    payload: {
      name,
      email: `${name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@correo.co`,
      phone: '300 123 4567',
      message: '¿Sigue disponible? Quisiera visitarlo el sábado.',
      ...(propertyId ? { propertyId } : {}),
      acceptsDataPolicy: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
};

const byKey = (messages: MailMessage[], prefix: string) => messages.filter((m) => m.messageId.startsWith(`<${prefix}`));

describe('lead alerts through the outbox', () => {
  it('tells the agency and the listing’s asesor who wrote and how to reach them, and thanks the visitor', async () => {
    const propertyId = await start();
    const leadId = await lead(propertyId);
    expect(mailer().sent).toEqual([]);
    expect(await t.deliverMail()).toEqual({ sent: 2, refused: 0, failing: false });

    const [alert] = byKey(mailer().sent, 'lead-alert');
    expect(alert!.messageId).toBe(`<lead-alert.${leadId}@portal.test>`);
    expect(alert!.to).toEqual(['agencia@portal.test', ASESOR.email]);
    expect(alert!.replyTo).toBe('maria@correo.co');
    expect(alert!.subject).toBe('Nueva solicitud: María Pérez — Apartamento moderno en Chapinero (AP-104)');
    expect(alert!.html).toContain('href="tel:+573001234567"');
    expect(alert!.html).toContain('href="https://wa.me/573001234567?text=Hola%20Mar%C3%ADa');
    expect(alert!.html).toContain('¿Sigue disponible? Quisiera visitarlo el sábado.');
    expect(alert!.html).toContain(`href="http://portal.test/propiedad/apartamento-moderno-en-chapinero-${propertyId}"`);
    expect(alert!.html).toContain('href="http://portal.test/admin/solicitudes?solicitudes=maria%40correo.co"');
    expect(alert!.text).toContain('Código AP-104 · $ 450.000.000 · Calle 63 # 9-45, Chapinero, Bogotá');
    expect(alert!.text).toContain('Teléfono: 300 123 4567 (tel:+573001234567)');
    expect(alert!.text).toContain(
      'Ver la solicitud en el panel: http://portal.test/admin/solicitudes?solicitudes=maria%40correo.co',
    );

    const [ack] = byKey(mailer().sent, 'lead-ack');
    expect(ack!.to).toEqual(['maria@correo.co']);
    expect(ack!.replyTo).toBe('agencia@portal.test');
    expect(ack!.subject).toBe('Recibimos tu mensaje sobre «Apartamento moderno en Chapinero»');
    expect(ack!.text).toContain('WhatsApp: 3001112233 (https://wa.me/573001112233?text=');
    expect(ack!.text).not.toContain('Quisiera visitarlo');

    // A normal run never sends the same message twice.
    expect(await t.deliverMail()).toEqual({ sent: 0, refused: 0, failing: false });
    expect(mailer().sent).toHaveLength(2);
    const log = await outboxMessages(t.ports.readModelStore).find({}, { sort: [['order', 1]] });
    expect(log.map((m) => [m.id, m.state, m.attempts])).toEqual([
      [`lead-alert:${leadId}`, 'enviado', 1],
      [`lead-ack:${leadId}`, 'enviado', 1],
    ]);
  });

  it('tells an asesor a lead was handed to them, but not one who takes it, nor when it is left unassigned', async () => {
    await start();
    const leadId = await lead(null, 'Olga Asignada');
    await t.deliverMail();
    const admin = await t.adminCookie();
    const assign = (agentId: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/leads/${leadId}/assignee`,
        headers: { cookie: admin },
        payload: { agentId },
      });
    expect((await assign(userIdFromEmail(ASESOR.email))).statusCode).toBe(200);
    expect((await assign(null)).statusCode).toBe(200);
    expect((await assign(userIdFromEmail('admin@portal.test'))).statusCode).toBe(200);
    mailer().sent.length = 0;
    await t.deliverMail();
    expect(mailer().sent.map((m) => [m.to, m.subject])).toEqual([
      [[ASESOR.email], 'Te asignaron una solicitud: Olga Asignada'],
    ]);
    expect(mailer().sent[0]!.text).toContain('Admin te asignó esta solicitud: ahora te toca responderla.');
    expect(mailer().sent[0]!.text).toContain('Teléfono: 300 123 4567 (tel:+573001234567)');
  });

  it('writes to the configured address only, never to one the form names', async () => {
    await start();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Spam Bot',
        email: 'bot@correo.co',
        phone: '300 123 4567',
        message: 'Compre relojes baratos en este enlace.',
        sentToEmail: 'victima@example.com',
        acceptsDataPolicy: true,
      },
    });
    await t.deliverMail();
    expect(
      mailer()
        .sent.flatMap((m) => m.to)
        .sort(),
    ).toEqual(['agencia@portal.test', 'bot@correo.co']);
  });

  it('keeps what a failing server could not take and sends it, in order, once it is back; the wait doubles up to its cap', async () => {
    const propertyId = await start();
    const down = new Error('connect ECONNREFUSED 127.0.0.1:2525');
    mailer().failWith = () => down;
    const leads = [
      await lead(propertyId, 'Ana Uno'),
      await lead(propertyId, 'Beto Dos'),
      await lead(null, 'Carla Tres'),
    ];
    expect(await t.deliverMail()).toEqual({ sent: 0, refused: 0, failing: true });
    const waits: string[] = [];
    for (let round = 0; round < 6; round++) {
      const status = await outboxStatus(t.ports.readModelStore);
      waits.push(`${(new Date(status.retryAt!).getTime() - now.getTime()) / 1000}`);
      now = new Date(status.retryAt!);
      await t.deliverMail();
    }
    expect(waits).toEqual(['1', '2', '4', '8', '8', '8']);
    const status = await outboxStatus(t.ports.readModelStore);
    expect(status).toMatchObject({ failingSince: '2026-11-27T14:00:00.000Z', lastError: down.message });
    // Before its wait is over nothing is tried.
    mailer().failWith = null;
    expect(await t.deliverMail()).toEqual({ sent: 0, refused: 0, failing: true });
    now = new Date(status.retryAt!);
    expect(await t.deliverMail()).toEqual({ sent: 6, refused: 0, failing: false });
    expect(mailer().sent.map((m) => m.messageId)).toEqual(
      leads.flatMap((id) => [`<lead-alert.${id}@portal.test>`, `<lead-ack.${id}@portal.test>`]),
    );
    expect(await outboxStatus(t.ports.readModelStore)).toMatchObject({
      failingSince: null,
      retryAt: null,
      failures: 0,
    });
  });

  it('marks a message the server refuses for good as failed with the reason, goes on, and sends it again when asked', async () => {
    const propertyId = await start();
    mailer().failWith = (message) =>
      message.to.includes('maria@correo.co')
        ? new MailRejectedError('smtp.example.co rechazó el correo: 550 Buzón inexistente')
        : null;
    const leadId = await lead(propertyId);
    expect(await t.deliverMail()).toEqual({ sent: 1, refused: 1, failing: false });
    const failed = await outboxMessages(t.ports.readModelStore).get(`lead-ack:${leadId}`);
    expect(failed).toMatchObject({
      state: 'fallido',
      attempts: 1,
      lastError: 'smtp.example.co rechazó el correo: 550 Buzón inexistente',
    });
    expect(await retryFailedMail(t.ports.readModelStore, `lead-alert:${leadId}`, now)).toBe(false);
    mailer().failWith = null;
    expect(await retryFailedMail(t.ports.readModelStore, `lead-ack:${leadId}`, now)).toBe(true);
    expect(await t.deliverMail()).toEqual({ sent: 1, refused: 0, failing: false });
    expect(await outboxMessages(t.ports.readModelStore).get(`lead-ack:${leadId}`)).toMatchObject({
      state: 'enviado',
      attempts: 2,
      lastError: null,
    });
  });

  it('begins at the head of a log written before it existed, so its past sends nothing', async () => {
    const propertyId = await start();
    await lead(propertyId, 'Antes Del Correo');
    const head = await t.ports.store.headPosition();
    expect(await t.outbox.initialize()).toBe(head);
    expect(await t.outbox.initialize()).toBeNull();
    const after = await lead(propertyId, 'Despues Del Correo');
    await t.deliverMail();
    expect(mailer().sent.map((m) => m.messageId)).toEqual([
      `<lead-alert.${after}@portal.test>`,
      `<lead-ack.${after}@portal.test>`,
    ]);
  });

  it('moves its checkpoint to the head once a batch of events no composer reads follows it, and not before', async () => {
    t = await createTestApp({ clock: () => now, outbox: { batchSize: 3 } });
    const checkpoint = () => t.ports.readModelStore.checkpoints.get(OUTBOX.checkpoint);
    const viewed = (count: number) =>
      t.ports.store.append(
        'property-views-p1',
        Array.from({ length: count }, () => ({
          type: 'PropertyViewed',
          data: { propertyId: 'p1', viewedAt: now.toISOString() },
          metadata: { actor: 'system', correlationId: 'test', occurredAt: now.toISOString(), schemaVersion: 1 },
        })),
        { expected: 'any' },
      );
    const started = await t.outbox.initialize();

    await viewed(2);
    expect(await t.outbox.enqueue(now)).toBe(0);
    expect(await checkpoint()).toBe(started);

    const { lastPosition } = await viewed(1);
    expect(await t.outbox.enqueue(now)).toBe(0);
    expect(await checkpoint()).toBe(lastPosition);
  });

  it('stores no message before its event, and a message is queued with the checkpoint that passed its event', async () => {
    const propertyId = await start();
    await lead(propertyId);
    expect(await t.ports.readModelStore.checkpoints.get(OUTBOX.checkpoint)).toBeNull();
    await t.outbox.enqueue(now);
    const queued = await outboxMessages(t.ports.readModelStore).find();
    expect(queued.map((m) => m.state)).toEqual(['pendiente', 'pendiente']);
    expect(await t.ports.readModelStore.checkpoints.get(OUTBOX.checkpoint)).toBe(BigInt(queued[0]!.event.position));
  });
});
