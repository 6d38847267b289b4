import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../command-handling/command-handler.js';
import { propertyDecider } from '../../domain/property/decider.js';
import { propertyStream } from '../../domain/property/events.js';
import { wrapText } from '../share-image/render-share-image.js';
import { createTestApp, json, propertyBody, storePhoto, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: admin },
    payload: propertyBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string; version: number }>(response);
};

/** A busy 2400×1800 photo (noise compresses worst), uploaded like the admin's form does. */
async function uploadPhoto(): Promise<string> {
  const target = json<{ uploadURL: string }>(
    await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: admin } }),
  ).uploadURL;
  const noise = Buffer.alloc(600 * 450 * 3).map((_, index) => (index * 7919) % 251);
  const bytes = await sharp(noise, { raw: { width: 600, height: 450, channels: 3 } })
    .resize(2400, 1800, { kernel: 'nearest' })
    .png()
    .toBuffer();
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: target,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return json<{ path: string }>(uploaded).path;
}

const shareImage = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/properties/${id}/share-image`, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('GET /api/properties/{id}/share-image', () => {
  it('draws a listing without photos from its facts: a 1200×630 JPEG within 300 KB', async () => {
    const { id } = await create({ photos: [] });
    const response = await shareImage(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.byteLength).toBeLessThanOrEqual(300 * 1024);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Not a blank picture: the card carries its text.
    const { channels } = await sharp(response.rawPayload).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(5);
  });

  it('makes it from the cover photo, cropped to 1200×630 and within 300 KB even for a busy photo', async () => {
    const { id } = await create({ photos: [await uploadPhoto()] });
    const response = await shareImage(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.byteLength).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('can be cached: an ETag that follows the listing’s version, and 304 when it has not changed', async () => {
    const { id } = await create();
    const first = await shareImage(id);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    expect((await shareImage(id, { 'if-none-match': etag })).statusCode).toBe(304);
    const revised = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${id}`,
      headers: { cookie: admin },
      payload: { price: 500_000_000 },
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const after = await shareImage(id, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  /** A 1200×630 JPEG that is not a blank picture. */
  const expectDrawnCard = async (response: Awaited<ReturnType<typeof shareImage>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect((await sharp(response.rawPayload).stats()).channels[0]!.stdev).toBeGreaterThan(5);
  };

  it('draws a title typed with noncharacters (U+FFFE, U+FFFF…), which the listing stores without them', async () => {
    const { id } = await create({ title: 'Casa\uFFFE campestre\uFFFF en\uFDD0 Chía\u{10FFFF}' });
    const listing = json<{ title: string }>(await t.app.inject({ method: 'GET', url: `/api/properties/${id}` }));
    expect(listing.title).toBe('Casa campestre en Chía');
    await expectDrawnCard(await shareImage(id));
  });

  it('draws a simpler card, never a 500, when a drawing fails: a title stored before noncharacters were dropped', async () => {
    // A cover that does not decode either: photo, then facts card, fail; the plain card draws.
    const { id } = await create({ photos: [await storePhoto(t)] });
    const now = new Date();
    const revised = await handleCommand(
      t.ports.store,
      propertyDecider,
      propertyStream(id),
      {
        type: 'ReviseProperty',
        data: { propertyId: id, changes: { title: 'Finca\uFFFE antigua' }, now: now.toISOString() },
      },
      { context: { actor: 'system', correlationId: 'old-title', now } },
    );
    expect(await t.projector.waitFor(revised.lastPosition!)).toBe(true);
    await expectDrawnCard(await shareImage(id));
  });

  it('draws the facts card when the cover photo in the store does not decode', async () => {
    // storePhoto keeps a few bytes that are no image, as a damaged file in the bucket would hold.
    const { id } = await create({ photos: [await storePhoto(t)] });
    await expectDrawnCard(await shareImage(id));
  });

  it('answers 404 in Spanish for an unknown listing', async () => {
    const response = await shareImage('no-existe');
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response).message).toBe('Propiedad no encontrada');
  });
});

describe('wrapText', () => {
  it('breaks at spaces and ends a text that does not fit with an ellipsis', () => {
    expect(wrapText('Apartamento moderno en Chapinero', 20, 3)).toEqual(['Apartamento moderno', 'en Chapinero']);
    expect(wrapText('uno dos tres cuatro cinco seis', 9, 2)).toEqual(['uno dos', 'tres…']);
  });
});
