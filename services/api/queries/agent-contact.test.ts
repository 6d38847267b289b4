import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { ADMIN, ASESOR, createTestApp, VISITOR_USER, type TestApp } from '../test-support/test-app.js';
import { agentContact } from './agent-contact.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

const asesorId = userIdFromEmail(ASESOR.email);
const update = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { cookie: admin }, payload });

describe('agentContact: who answers for a listing on its public page', () => {
  it('is an active admin or asesor, by name and WhatsApp number, never by e-mail', async () => {
    expect(await agentContact(t.readModels, asesorId)).toEqual({ id: asesorId, name: 'Asesora', phone: null });
    expect((await update(asesorId, { firstName: 'Laura Gómez', phone: '300 123 4567' })).statusCode).toBe(200);
    expect(await agentContact(t.readModels, asesorId)).toEqual({
      id: asesorId,
      name: 'Laura Gómez',
      phone: '300 123 4567',
    });
    const adminId = userIdFromEmail(ADMIN.email);
    expect(await agentContact(t.readModels, adminId)).toMatchObject({ id: adminId, name: 'Admin' });
  });

  it('is nobody for an account without the panel, a deactivated one or an unknown id', async () => {
    expect(await agentContact(t.readModels, userIdFromEmail(VISITOR_USER.email))).toBeNull();
    expect(await agentContact(t.readModels, 'no-existe')).toBeNull();
    expect((await update(asesorId, { active: false })).statusCode).toBe(200);
    expect(await agentContact(t.readModels, asesorId)).toBeNull();
  });
});
