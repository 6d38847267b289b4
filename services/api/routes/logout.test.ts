import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });
const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

describe('signing out by GET /api/logout', () => {
  it('never signs out on a request the page made by itself: an image, a frame, a script or a fetch', async () => {
    const cookie = await t.adminCookie();
    const subresources: Array<Record<string, string>> = [
      { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'frame', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'script', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
      // Fetch metadata half stripped (a proxy, a forged request): not a navigation either.
      { 'sec-fetch-site': 'same-origin' },
      // A browser too old for fetch metadata still asks for images, not pages, when it loads an <img>.
      { accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' },
    ];
    for (const headers of subresources) {
      const response = await logout(cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(json(response).message).toBe(
        'La sesión sigue abierta: para cerrarla, abre /api/logout en el navegador (no desde una imagen, un marco o un script).',
      );
      expect(response.cookies.find((candidate) => candidate.name === 'sid')).toBeUndefined();
      expect(await signedIn(cookie)).toBe(true);
    }
  });

  it('does not sign out when another site sends the browser here, and shows the home page instead', async () => {
    const cookie = await t.adminCookie();
    for (const site of ['cross-site', 'same-site']) {
      const response = await logout(cookie, { 'sec-fetch-dest': 'document', 'sec-fetch-site': site });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.cookies.find((candidate) => candidate.name === 'sid')).toBeUndefined();
      expect(await signedIn(cookie)).toBe(true);
    }
  });

  it('signs out when the person opens the address: a browser navigation, an old browser, or curl', async () => {
    const navigations: Array<Record<string, string>> = [
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' },
      { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      { accept: '*/*' },
      {},
    ];
    for (const headers of navigations) {
      const cookie = await t.adminCookie();
      const response = await logout(cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(await signedIn(cookie)).toBe(false);
    }
  });
});
