import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../runtime/config.js';
import { createTestApp, json, type TestApp } from './test-support/test-app.js';

const PROXY = '10.0.0.1';
const CALLER = '203.0.113.5';
const visitor = {
  name: 'Ana Gómez',
  email: 'ana@correo.co',
  phone: '300 123 4567',
  message: 'Me interesa visitar el apartamento.',
  acceptsDataPolicy: true,
};

let t: TestApp;
beforeAll(async () => {
  // The value goes through the configuration, as in production.
  t = await createTestApp({
    trustProxy: loadConfig({ TRUST_PROXY: PROXY }).TRUST_PROXY,
    rateLimits: { login: 1_000, contact: 3 },
  });
});
afterAll(async () => t.close());

let sent = 0;
/** Each from another address: only the per-client limit is under test, not the per-address allowance of mails. */
const contact = (remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { ...visitor, email: `ana${++sent}@correo.co` },
  });

describe('trusted proxies', () => {
  it('ignores X-Forwarded-For from a caller that is not the proxy: the limit counts its real address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await contact(CALLER, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('believes the configured proxy, so the clients behind it are limited one by one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await contact(PROXY, '198.51.100.77')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await contact(PROXY, '198.51.100.78')).statusCode).toBe(201);
  });

  it('takes X-Forwarded-Host into the same-origin check only from the proxy', async () => {
    const cookie = await t.adminCookie();
    const write = (remoteAddress: string, host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/property-types',
        remoteAddress,
        headers: { cookie, host: 'portal.interno:3000', origin: `https://${host}`, 'x-forwarded-host': host },
        payload: { name: `Glamping ${remoteAddress}` },
      });
    const forged = await write(CALLER, 'malicioso.example');
    expect(forged.statusCode).toBe(403);
    expect(json(forged).message).toBe('Solicitud rechazada: proviene de otro sitio.');
    expect((await write(PROXY, 'portal.example.co')).statusCode).toBe(201);
  });
});
