import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../outbox/composer.js';
import { mailbox, tokenIn } from '../../services/api/test-support/alert-mails.js';
import {
  createTestApp,
  json,
  propertyBody,
  storePhoto,
  type TestApp,
} from '../../services/api/test-support/test-app.js';

/** Issue 39 §9: an alert mail shows each listing as the portals do, a card with its cover, price, facts and link. */
let t: TestApp;
let newMails: ReturnType<typeof mailbox>;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-20T15:00:00.000Z');
  t = await createTestApp({ clock: () => now });
  newMails = mailbox(t);
});
afterEach(() => t.close());

async function list(overrides: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: await t.adminCookie() },
    payload: propertyBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: string }>(response).id;
}

async function confirmedAlert(frequency: 'immediate' | 'daily') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: { email: 'ana@correo.co', frequency, acceptsDataPolicy: true, filters: { municipality: 'bogota' } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const [confirmation] = await newMails();
  const token = tokenIn(confirmation!, 'confirmar');
  await t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: { token } });
}

/** The cards of a mail's HTML as a mail client lays them out: one per listing heading, read from its table. */
function cardsIn(mail: OutgoingMail) {
  const document = new new Window().DOMParser().parseFromString(mail.html, 'text/html');
  return [...document.querySelectorAll('h2')].map((heading) => {
    const card = heading.closest('table')!;
    const image = card.querySelector('img');
    const words = [...card.querySelectorAll('p')].map((paragraph) =>
      paragraph.innerHTML.split('<br>').map((line) => line.replace(/&amp;/g, '&')),
    );
    return {
      title: heading.textContent,
      image: image && {
        src: image.getAttribute('src'),
        alt: image.getAttribute('alt'),
        width: image.getAttribute('width'),
      },
      words: words.flat(),
      links: [...card.querySelectorAll('a')].map((link) => [
        link.textContent.trim() || 'foto',
        link.getAttribute('href'),
      ]),
    };
  });
}

const page = (slug: string, id: string) => `http://portal.test/propiedad/${slug}-${id}`;

describe('the alert mail’s listing cards', () => {
  it('shows a new listing at once with its cover, price, facts and link, in HTML and in text', async () => {
    await confirmedAlert('immediate');
    const photo = await storePhoto(t);
    const id = await list({ title: 'Apartamento con balcón', code: 'AP-104', photos: [photo, await storePhoto(t)] });
    const [mail, ...others] = await newMails();
    expect(others).toEqual([]);
    const href = page('apartamento-con-balcon', id);
    expect(cardsIn(mail!)).toEqual([
      {
        title: 'Apartamento con balcón',
        // Absolute, from PUBLIC_URL, at a width that covers the card: what a mail client can fetch.
        image: { src: `http://portal.test${photo}?w=640`, alt: 'Apartamento con balcón', width: '552' },
        words: [
          'Nueva',
          '$ 450.000.000',
          'Apartamento · Venta',
          '3 habitaciones · 2 baños · 85,5 m²',
          'Chapinero, Bogotá · Código AP-104',
        ],
        links: [
          ['foto', href],
          ['Apartamento con balcón', href],
          ['Ver la propiedad', href],
        ],
      },
    ]);
    expect(mail!.text).toContain(
      [
        'Nueva: Apartamento con balcón',
        '$ 450.000.000',
        'Apartamento · Venta',
        '3 habitaciones · 2 baños · 85,5 m²',
        'Chapinero, Bogotá · Código AP-104',
        `Ver la propiedad: ${href}`,
      ].join('\n'),
    );
  });

  it('gathers the day’s listings in the digest: a rent per month, one without photos, a price drop', async () => {
    await confirmedAlert('daily');
    const rent = await list({
      title: 'Apartaestudio en arriendo',
      status: 'rent',
      price: '2.500.000',
      bedrooms: 1,
      bathrooms: 1,
      area: '1200',
      address: 'Calle 140 # 12-30, Cedritos, Bogotá',
    });
    now = new Date('2026-11-20T16:00:00.000Z');
    const photo = await storePhoto(t);
    const house = await list({
      title: 'Casa en Usaquén',
      propertyTypeId: 'casa',
      price: '800.000.000',
      photos: [photo],
    });
    const drop = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${house}`,
      headers: { cookie: await t.adminCookie() },
      payload: { price: '720.000.000' },
    });
    expect(drop.statusCode, drop.body).toBe(200);
    now = new Date('2026-11-21T12:00:00.000Z'); // 7:00 in Bogotá: the 20th's digest
    const [digest, ...others] = await newMails();
    expect(others).toEqual([]);
    expect(digest!.key).toMatch(/^digest:.*:2026-11-20$/);

    const [rentCard, houseCard, dropCard, ...more] = cardsIn(digest!);
    expect(more).toEqual([]);
    expect(rentCard).toMatchObject({
      title: 'Apartaestudio en arriendo',
      image: null,
      words: [
        'Nueva',
        '$ 2.500.000/mes',
        'Apartamento · Arriendo',
        '1 habitación · 1 baño · 1.200 m²',
        'Cedritos, Bogotá',
      ],
    });
    expect(rentCard!.links).toEqual([
      ['Apartaestudio en arriendo', page('apartaestudio-en-arriendo', rent)],
      ['Ver la propiedad', page('apartaestudio-en-arriendo', rent)],
    ]);
    // Listed and cheaper the same day: both are the day's news, each its own card (the new one at today's price).
    const image = { src: `http://portal.test${photo}?w=640`, alt: 'Casa en Usaquén', width: '552' };
    expect(houseCard).toMatchObject({ title: 'Casa en Usaquén', image });
    expect(houseCard!.words.slice(0, 3)).toEqual(['Nueva', '$ 720.000.000', 'Casa · Venta']);
    expect(dropCard).toMatchObject({ title: 'Casa en Usaquén', image });
    expect(dropCard!.words.slice(0, 4)).toEqual([
      'Bajó de precio',
      '$ 720.000.000',
      'Bajó de $ 800.000.000 a $ 720.000.000',
      'Casa · Venta',
    ]);
    expect(dropCard!.links.at(-1)).toEqual(['Ver la propiedad', page('casa-en-usaquen', house)]);
    expect(digest!.text).toContain(
      'Bajó de precio: Casa en Usaquén\n$ 720.000.000\nBajó de $ 800.000.000 a $ 720.000.000\n',
    );
    expect(digest!.text).toContain(
      [
        'Nueva: Apartaestudio en arriendo',
        '$ 2.500.000/mes',
        'Apartamento · Arriendo',
        '1 habitación · 1 baño · 1.200 m²',
        'Cedritos, Bogotá',
        `Ver la propiedad: ${page('apartaestudio-en-arriendo', rent)}`,
      ].join('\n'),
    );
  });
});
