import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import { catalogueDocumentToDto, PUBLIC_LISTING_JSON } from '../queries/property-dto.js';
import { PropertyListSchema } from '../schemas/property.js';
import { createTestApp, json, propertyBody, storePhoto, type TestApp } from '../test-support/test-app.js';

interface Listing {
  id: string;
  title: string;
  price: string;
  area: string | null;
  status: string;
  version: number;
  bedrooms: number | null;
  propertyType: { id: string; name: string } | null;
  municipality: { id: string; name: string } | null;
  characteristics: Array<{ id: string; name: string }>;
  slug: string;
}
interface ListAnswer {
  properties: Listing[];
  pagination: { total: number; hasMore: boolean; page: number };
}

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
  return json<Listing>(response);
};
const list = async (query: string) =>
  json<ListAnswer>(await t.app.inject({ method: 'GET', url: `/api/properties?${query}` }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(async () => t.close());

describe('properties API', () => {
  it('creates a listing and shows it on the very next read (read-your-writes)', async () => {
    const created = await create();
    expect(created).toMatchObject({
      price: '450000000',
      area: '85.5',
      status: 'sale',
      version: 1,
      propertyType: { id: 'apartamento', name: 'Apartamento' },
      municipality: { id: 'bogota', name: 'Bogotá' },
      characteristics: [{ id: 'ascensor', name: 'Ascensor' }],
      slug: `apartamento-moderno-en-chapinero-${created.id}`,
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    const listed = await list('search=chapinero');
    expect(listed.properties.map((p) => p.id)).toContain(created.id);
  });

  it('refuses a stale version with 409 and a Spanish message, never overwriting', async () => {
    const created = await create({ title: 'Casa en Medellín', propertyTypeId: 'casa', municipalityId: 'medellin' });
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${created.id}`,
      headers: { cookie: admin },
      payload: { price: 500_000_000, version: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(json<Listing>(first)).toMatchObject({ price: '500000000', version: 2 });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${created.id}`,
      headers: { cookie: admin, 'if-match': '"1"' },
      payload: { price: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toMatch(/Recarga/);
    const current = json<Listing>(await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` }));
    expect(current.price).toBe('500000000');
  });

  it('delists: gone from the read model and the catalogue, history kept', async () => {
    const created = await create({ title: 'Apartaestudio para retirar' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${created.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` })).statusCode).toBe(404);
    expect((await list('search=retirar')).properties).toHaveLength(0);
    const types: string[] = [];
    for await (const event of t.ports.store.readStream(`property-${created.id}`)) types.push(event.type);
    expect(types).toEqual(['PropertyListed', 'PropertyDelisted']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${created.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('Propiedad no encontrada');
  });

  it('saves the ordered photos on their own (PUT /photos), refusing bad paths, more than 10 and a stale version', async () => {
    const created = await create({ title: 'Casa con fotos nuevas' });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/properties/${created.id}/photos`, headers: { cookie: admin }, payload });
    const [a, b] = [await storePhoto(t), await storePhoto(t)];
    const saved = await put({ photoURLs: [b, a, 'https://cdn.example.com/c.jpg'], version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Listing & { photos: string[] }>(saved)).toMatchObject({
      photos: [b, a, 'https://cdn.example.com/c.jpg'],
      version: 2,
    });
    expect((await put({ photoURLs: [a], version: 1 })).statusCode).toBe(409);
    const bad = await put({ photoURLs: ['javascript:alert(1)'] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('URL inválida');
    const tooMany = await put({ photoURLs: Array.from({ length: 11 }, (_, i) => `/photos/p${i}`) });
    expect(json(tooMany).message).toBe('Máximo 10 fotos por propiedad');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${created.id}/photos`,
      payload: { photoURLs: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks photos as plans (PUT /photos with planURLs), kept apart from the photos and the cover', async () => {
    const created = await create({ title: 'Casa con planos' });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/properties/${created.id}/photos`, headers: { cookie: admin }, payload });
    const [facade, plan, otherPlan] = [await storePhoto(t), await storePhoto(t), await storePhoto(t)];
    const saved = await put({ photoURLs: [facade], planURLs: [plan, otherPlan] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ photos: [facade], plans: [plan, otherPlan], version: 2 });
    // A client that knows only photos keeps the plans; one it sends back among the photos is a photo again.
    expect(json(await put({ photoURLs: [facade, otherPlan] }))).toMatchObject({
      photos: [facade, otherPlan],
      plans: [plan],
      version: 3,
    });
    const both = await put({ photoURLs: [facade], planURLs: [facade] });
    expect(both.statusCode).toBe(400);
    expect(json(both).errors).toEqual([
      {
        path: 'planURLs',
        message: 'Una imagen no puede ser foto y plano a la vez: márcala como plano o déjala como foto',
      },
    ]);
    const tooMany = await put({
      photoURLs: Array.from({ length: 8 }, (_, i) => `https://cdn.example.com/${i}.jpg`),
      planURLs: ['https://cdn.example.com/p1.jpg', 'https://cdn.example.com/p2.jpg', 'https://cdn.example.com/p3.jpg'],
    });
    expect(json(tooMany).message).toBe('Máximo 10 fotos por propiedad');
    const notStored = await put({ photoURLs: [facade], planURLs: ['/photos/AAAAAAAAAAAAAAAAAAAAAA'] });
    expect(json(notStored).errors).toEqual([{ path: 'planURLs.0', message: 'URL inválida' }]);
    // The public read and the catalogue say the same.
    const read = json(await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` }));
    expect(read).toMatchObject({ photos: [facade, otherPlan], plans: [plan] });
    const [listed] = (await list('search=casa%20con%20planos')).properties as unknown as Array<{ plans: string[] }>;
    expect(listed?.plans).toEqual([plan]);
  });

  it('keeps a YouTube or Vimeo video in its normalized address, refusing anything else in Spanish', async () => {
    const created = await create({ title: 'Casa con video', videoUrl: 'youtu.be/dQw4w9WgXcQ?si=compartido' });
    expect(created).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const revise = (videoUrl: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/properties/${created.id}`,
        headers: { cookie: admin },
        payload: { videoUrl },
      });
    const vimeo = await revise('www.vimeo.com/76979871?share=copy');
    expect(vimeo.statusCode, vimeo.body).toBe(200);
    expect(json(vimeo)).toMatchObject({ videoUrl: 'https://vimeo.com/76979871', version: 2 });
    // The same video pasted again in another form is no change.
    expect(json(await revise('https://player.vimeo.com/video/76979871'))).toMatchObject({ version: 2 });
    const refused = await revise('https://www.tiktok.com/@inmobiliaria/video/123');
    expect(refused.statusCode).toBe(400);
    const message =
      'El video debe ser una dirección de YouTube o Vimeo, por ejemplo https://www.youtube.com/watch?v=… o https://vimeo.com/…';
    expect(json(refused)).toMatchObject({ message, errors: [{ path: 'videoUrl', message }] });
    // Left blank in the form: no video.
    expect(json(await revise(''))).toMatchObject({ videoUrl: null, version: 3 });
    // A listing created without one has none.
    expect(await create({ title: 'Casa sin video' })).toMatchObject({ videoUrl: null, plans: [] });
  });

  it('finds listings despite typos and missing accents', async () => {
    const created = await create({ title: 'Apartamento con terraza', address: 'Carrera 7 # 60-20, Chapinero, Bogotá' });
    const found = await list('search=apartameto%20chapinero');
    expect(found.properties.map((p) => p.id)).toContain(created.id);
    expect((await list('search=bogota')).properties.length).toBeGreaterThan(0);
  });
});

describe('catalogue filters, sort and paging', () => {
  let ids: string[];
  beforeAll(async () => {
    const rows = [
      {
        title: 'Filtro A',
        price: 900_000_000,
        status: 'sale',
        bedrooms: 5,
        area: 200,
        municipalityId: 'cali',
        propertyTypeId: 'casa',
        featured: true,
      },
      {
        title: 'Filtro B',
        price: 2_500_000,
        status: 'rent',
        bedrooms: 2,
        area: 60,
        municipalityId: 'cali',
        propertyTypeId: 'apartamento',
      },
      {
        title: 'Filtro C',
        price: 3_500_000,
        status: 'rent',
        bedrooms: 4,
        area: 120,
        municipalityId: 'cali',
        propertyTypeId: 'casa',
      },
      {
        title: 'Filtro D',
        price: 300_000_000,
        status: 'sold',
        bedrooms: 3,
        area: 75,
        municipalityId: 'cali',
        propertyTypeId: 'apartamento',
      },
    ];
    ids = [];
    for (const row of rows) ids.push((await create(row)).id);
  });
  const titles = (answer: ListAnswer) => answer.properties.map((p) => p.title);

  it('filters by status, type, municipality, price and area ranges', async () => {
    expect(titles(await list('municipality=cali&status=rent&sortBy=price&sortOrder=asc'))).toEqual([
      'Filtro B',
      'Filtro C',
    ]);
    expect(titles(await list('municipality=cali&propertyType=casa&sortBy=price&sortOrder=asc'))).toEqual([
      'Filtro C',
      'Filtro A',
    ]);
    expect(titles(await list('municipality=cali&price=2000000-4000000&sortBy=price&sortOrder=asc'))).toEqual([
      'Filtro B',
      'Filtro C',
    ]);
    expect(titles(await list('municipality=cali&area=70-130&sortBy=area&sortOrder=asc'))).toEqual([
      'Filtro D',
      'Filtro C',
    ]);
    expect(titles(await list('municipality=cali&featured=true'))).toEqual(['Filtro A']);
  });

  it('reads bedrooms=4 as "4 or more"', async () => {
    expect(titles(await list('municipality=cali&bedrooms=4&sortBy=bedrooms&sortOrder=desc'))).toEqual([
      'Filtro A',
      'Filtro C',
    ]);
    expect(titles(await list('municipality=cali&bedrooms=2'))).toEqual(['Filtro B']);
  });

  it('sorts every way SPEC §9 lists and pages with hasMore', async () => {
    expect(titles(await list('municipality=cali&sortBy=price&sortOrder=desc')).slice(0, 2)).toEqual([
      'Filtro A',
      'Filtro D',
    ]);
    expect(titles(await list('municipality=cali&sortBy=area&sortOrder=desc'))[0]).toBe('Filtro A');
    expect(titles(await list('municipality=cali&sortBy=featured&sortOrder=desc'))[0]).toBe('Filtro A');
    const newest = titles(await list('municipality=cali&sortBy=createdAt&sortOrder=desc'));
    const oldest = titles(await list('municipality=cali&sortBy=createdAt&sortOrder=asc'));
    expect(oldest).toEqual([...newest].reverse());
    const page1 = await list('municipality=cali&limit=3&page=1&sortBy=price&sortOrder=asc');
    const page2 = await list('municipality=cali&limit=3&page=2&sortBy=price&sortOrder=asc');
    expect(page1.pagination).toMatchObject({ hasMore: true, page: 1 });
    expect(page2.pagination.hasMore).toBe(false);
    expect(new Set([...titles(page1), ...titles(page2)]).size).toBe(page1.pagination.total);
  });

  it("puts pages together from each listing's kept JSON, byte for byte what serialising the documents gives, and without it answers the same", async () => {
    const query = 'municipality=cali&sortBy=price&sortOrder=asc&limit=3&page=1';
    const kept = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    const { searchIndex } = t.ports;
    const result = await searchIndex.search<CatalogueDocument>(CATALOGUE_INDEX, {
      filter: { municipalityId: 'cali' },
      sort: [
        ['price', 1],
        ['createdAt', -1],
      ],
      limit: 3,
    });
    const serialised = JSON.stringify(
      PropertyListSchema.parse({
        properties: result.hits.map((hit) => catalogueDocumentToDto(hit.document)),
        pagination: {
          page: 1,
          limit: 3,
          total: result.total,
          totalPages: Math.ceil(result.total / 3),
          hasMore: result.total > 3,
        },
      }),
    );
    expect(kept.body).toBe(serialised);
    // JSON kept by other code (another format) is not used: the page is serialised from the documents instead.
    const originals = await Promise.all(
      result.hits.map(({ document }) => searchIndex.get(CATALOGUE_INDEX, document.id)),
    );
    await searchIndex.upsert(
      CATALOGUE_INDEX,
      originals.map((doc) => ({ ...doc!, listingJson: '{}', listingJsonFormat: PUBLIC_LISTING_JSON.format + 1 })),
    );
    try {
      // An equivalent filter, so the answer cache (keyed by query and checkpoint) does not answer it.
      const rebuilt = await t.app.inject({ method: 'GET', url: `/api/properties?${query}&price=0-` });
      expect(rebuilt.body).toBe(serialised);
    } finally {
      await searchIndex.upsert(
        CATALOGUE_INDEX,
        originals.map((doc) => doc!),
      );
    }
  });

  it("lists only the ids asked for (a visitor's favourites), ignoring ids that no longer exist", async () => {
    expect(titles(await list(`ids=${ids[2]},${ids[0]},no-existe&sortBy=price&sortOrder=asc`))).toEqual([
      'Filtro C',
      'Filtro A',
    ]);
    expect(titles(await list(`ids=${ids[1]}&status=sale`))).toEqual([]);
  });

  it('answers bad filters with 400 in Spanish', async () => {
    const tooMany = Array.from({ length: 51 }, (_, index) => `prop-${index}`).join(',');
    const ids = await t.app.inject({ method: 'GET', url: `/api/properties?ids=${tooMany}` });
    expect(ids.statusCode).toBe(400);
    expect(json<{ errors: Array<{ path: string; message: string }> }>(ids).errors).toEqual([
      { path: 'ids', message: 'Lista de ids inválida: hasta 50 ids separados por comas' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/properties?price=barato&page=0' });
    expect(response.statusCode).toBe(400);
    const body = json<{ errors: Array<{ path: string; message: string }> }>(response);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'price', message: 'Rango de precio inválido: usa min-max' },
        { path: 'page', message: 'La página empieza en 1' },
      ]),
    );
  });
});

describe('property validation', () => {
  it('says which required field is missing, verbatim from SPEC §5', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    const messages = json<{ errors: Array<{ path: string; message: string }> }>(response).errors;
    expect(messages).toEqual(
      expect.arrayContaining([
        { path: 'propertyTypeId', message: 'Tipo de propiedad es requerido' },
        { path: 'municipalityId', message: 'Municipio es requerido' },
        { path: 'title', message: 'Título es requerido' },
        { path: 'address', message: 'Dirección es requerida' },
        { path: 'price', message: 'Precio es requerido' },
        { path: 'status', message: 'Estado es requerido' },
      ]),
    );
  });

  it('refuses unknown master data, non-https tours and bad photo URLs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ municipalityId: 'atlantida', matterportUrl: 'http://tour.example.com/x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual([
      { path: 'matterportUrl', message: 'La URL del tour 360° debe comenzar con https://' },
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ municipalityId: 'atlantida' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual([{ path: 'municipalityId', message: 'El municipio seleccionado no existe' }]);
    const photos = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ photos: ['ftp:/x', await storePhoto(t)] }),
    });
    expect(json(photos).errors).toEqual([{ path: 'photos.0', message: 'URL inválida' }]);
  });

  it('takes as photos only photos its store holds and http(s) URLs, so a listing never makes its viewers call the API', async () => {
    const stored = await storePhoto(t);
    const notStored = '/photos/AAAAAAAAAAAAAAAAAAAAAA';
    const refused = [
      '/photos/../api/logout',
      '/photos/%2E%2E/api/logout',
      '/photos/a.webp',
      '/public-objects/../api/logout',
      '/api/logout',
      notStored,
    ];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ photos: [stored, ...refused.slice(0, 5)] }),
    });
    expect(created.statusCode).toBe(400);
    expect(json(created).errors).toEqual(
      [1, 2, 3, 4, 5].map((index) => ({ path: `photos.${index}`, message: 'URL inválida' })),
    );
    const listing = json<Listing>(
      await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie: admin },
        payload: propertyBody({ photos: [stored, 'https://cdn.example.com/fachada.jpg'] }),
      }),
    );
    const send = (method: 'PUT', url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { cookie: admin }, payload });
    for (const [url, field] of [
      [`/api/properties/${listing.id}`, 'photos'],
      [`/api/properties/${listing.id}/photos`, 'photoURLs'],
    ] as const) {
      for (const photo of refused) {
        const response = await send('PUT', url, { [field]: [stored, photo] });
        expect(response.statusCode, photo).toBe(400);
        expect(json(response)).toMatchObject({
          message: 'URL inválida',
          errors: [{ path: `${field}.1`, message: 'URL inválida' }],
        });
      }
    }
    const kept = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(json<{ photos: string[] }>(kept).photos).toEqual([stored, 'https://cdn.example.com/fachada.jpg']);
  });

  it('answers malformed JSON, wrong types, huge bodies and unknown ids with clear 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('El cuerpo de la solicitud no es JSON válido.');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ bedrooms: 'muchas' }),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).errors).toEqual([{ path: 'bedrooms', message: 'Debe ser un número entero' }]);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ description: 'x'.repeat(400_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge).message).toBe('La solicitud es demasiado grande.');
    const missing = await t.app.inject({ method: 'GET', url: '/api/properties/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Propiedad no encontrada');
    const noRoute = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(noRoute.statusCode).toBe(404);
  });

  it('sets the API security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
