import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import { PUBLIC_LISTING_JSON } from '../queries/property-dto.js';
import { AiSearchAnswer } from '../schemas/ai-search.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Answer {
  results: Array<{
    status: string;
    propertyTypeId: string;
    municipalityId: string;
    address: string;
    bedrooms: number | null;
    id: string;
    price: string;
    area: string | null;
    characteristicIds: string[];
  }>;
  interpretation: Record<string, unknown> & { notes: string[] };
  total: number;
  offset: number;
  relaxed: { dropped: string[]; message: string } | null;
  notices: string[];
  priceLevelChip: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(async () => t.close());

const search = async (query: string, offset?: number) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { query, offset } });
  expect(response.statusCode, response.body).toBe(200);
  return json<Answer>(response);
};

describe('AI search', () => {
  it("answers with each listing's JSON kept in the index, byte for byte what serialising the answer through its schema gives, and the same without it", async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { query: 'casa en Cali con piscina' } });
    const kept = await ask();
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.body).toBe(JSON.stringify(AiSearchAnswer.parse(JSON.parse(kept.body))));
    const ids = json<Answer>(kept).results.map((result) => result.id);
    expect(ids.length).toBeGreaterThan(0);
    // JSON kept by other code (another format) is not used: the listings are serialised from the documents instead.
    const { searchIndex } = t.ports;
    const originals = await Promise.all(ids.map((id) => searchIndex.get(CATALOGUE_INDEX, id)));
    await searchIndex.upsert(
      CATALOGUE_INDEX,
      originals.map((doc) => ({ ...doc!, listingJson: '{}', listingJsonFormat: PUBLIC_LISTING_JSON.format + 1 })),
    );
    try {
      expect((await ask()).body).toBe(kept.body);
      // The kept JSON is what goes out, not a serialisation made per answer.
      await searchIndex.upsert(
        CATALOGUE_INDEX,
        originals.map((doc) => ({
          ...doc!,
          listingJson: JSON.stringify({ ...JSON.parse((doc as CatalogueDocument).listingJson!), title: 'Guardada' }),
          listingJsonFormat: PUBLIC_LISTING_JSON.format,
        })),
      );
      expect(json<{ results: Array<{ title: string }> }>(await ask()).results.map((r) => r.title)).toEqual(
        ids.map(() => 'Guardada'),
      );
    } finally {
      await searchIndex.upsert(
        CATALOGUE_INDEX,
        originals.map((doc) => doc!),
      );
    }
  });

  it('understands a plain Spanish query and every result satisfies it', async () => {
    const answer = await search('apartamento en arriendo en Chapinero con 2 habitaciones');
    expect(answer.interpretation).toMatchObject({
      operation: 'rent',
      statuses: ['rent'],
      propertyTypeIds: ['apartamento'],
      municipalityIds: ['bogota'],
      neighbourhoods: ['Chapinero'],
      bedrooms: { min: 2 },
    });
    expect(answer.relaxed).toBeNull();
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results) {
      expect(result).toMatchObject({ status: 'rent', propertyTypeId: 'apartamento', municipalityId: 'bogota' });
      expect(result.address).toContain('Chapinero');
      expect(result.bedrooms).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads typos, missing accents and monthly prices', async () => {
    const answer = await search('apartameto en medelin hasta 5 millones al mes');
    expect(answer.interpretation).toMatchObject({
      operation: 'rent',
      municipalityIds: ['medellin'],
      price: { max: 5_000_000 },
    });
    for (const result of answer.results) expect(Number(result.price)).toBeLessThanOrEqual(5_000_000);
  });

  it('leaves out refused places and types, and keeps every place asked for', async () => {
    const refused = await search('apartamento en arriendo que no sea en Bogotá');
    expect(refused.total).toBeGreaterThan(0);
    for (const result of refused.results) expect(result.municipalityId).not.toBe('bogota');
    const either = await search('casa en Envigado o Sabaneta');
    expect(new Set(either.results.map((result) => result.municipalityId))).toEqual(new Set(['envigado', 'sabaneta']));
    const noHouses = await search('algo en Chía pero no quiero casa');
    for (const result of noHouses.results) expect(result.propertyTypeId).not.toBe('casa');
  });

  it('says when a place named has no listings, and what is shown instead', async () => {
    const answer = await search('apartamento en Manizales');
    expect(answer.interpretation).toMatchObject({
      municipalityIds: [],
      unknownPlaces: [{ name: 'Manizales', department: 'Caldas' }],
    });
    expect(answer.notices).toEqual([
      'No tenemos propiedades en Manizales (Caldas). Te mostramos las que cumplen lo demás que pediste en otros municipios.',
    ]);
    expect(answer.results.length).toBeGreaterThan(0);
    expect((await search('apartamento en Bogotá')).notices).toEqual([]);
  });

  it('never reads "sin ascensor" as "con ascensor"', async () => {
    const answer = await search('apartamento en venta sin ascensor');
    expect(answer.interpretation).toMatchObject({ characteristics: { include: [], exclude: ['ascensor'] } });
    for (const result of answer.results) expect(result.characteristicIds).not.toContain('ascensor');
  });

  it('is never a dead end: drops the least important constraint and says which', async () => {
    const answer = await search('penthouse en arriendo en Chía con piscina y cancha de squash');
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.relaxed?.message).toMatch(
      /^No encontramos propiedades que cumplan todo lo que pediste\. Para mostrarte las más cercanas dejamos de lado /,
    );
    for (const result of answer.results) expect(result.status).toBe('rent');
  });

  it('once a price or an area had to go, shows the listings closest to it first', async () => {
    const cheap = await search('apartamento en venta en Bogotá de máximo 60 millones');
    expect(cheap.relaxed?.dropped.some((label) => label.startsWith('el precio'))).toBe(true);
    const prices = cheap.results.map((result) => Number(result.price));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const sized = await search('apartamento en arriendo en Chía entre 400 y 420 metros');
    expect(sized.relaxed?.dropped.some((label) => label.startsWith('el área'))).toBe(true);
    const distance = (area: string | null) =>
      area === null ? Number.POSITIVE_INFINITY : Math.max(400 - Number(area), Number(area) - 420, 0);
    const distances = sized.results.map((result) => distance(result.area));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('ranks by meaning when the words themselves match nothing', async () => {
    const answer = await search('algo tranquilo para descansar rodeado de naturaleza');
    expect(answer.relaxed).toBeNull();
    expect(answer.total).toBeGreaterThan(20);
    const firstTypes = answer.results.slice(0, 3).map((result) => result.propertyTypeId);
    expect(
      firstTypes.every((type) => ['finca', 'casa-campestre', 'lote'].includes(type)),
      firstTypes.join(),
    ).toBe(true);
  });

  it('reaches every result, 24 at a time, with the same reading and no listing twice', async () => {
    const first = await search('apartamento');
    expect(first.total).toBeGreaterThan(24);
    expect(first).toMatchObject({ offset: 0 });
    expect(first.results).toHaveLength(24);
    const seen = first.results.map((result) => result.id);
    for (let offset = 24; offset < first.total; offset += 24) {
      const next = await search('apartamento', offset);
      expect(next).toMatchObject({ offset, total: first.total, interpretation: first.interpretation });
      expect(next.results).toHaveLength(Math.min(24, first.total - offset));
      seen.push(...next.results.map((result) => result.id));
    }
    expect(new Set(seen).size).toBe(first.total);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { query: 'apartamento', offset: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('offset no puede ser negativo.');
  });

  it("narrows its results by the catalogue's filters chosen before, never dropping them", async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
    const all = json<Answer>(await post({ query: 'apartamento' }));
    const response = await post({
      query: 'apartamento',
      filters: { status: 'rent', municipality: 'bogota', price: '-3000000' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const narrowed = json<Answer>(response);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    for (const result of narrowed.results) {
      expect(result).toMatchObject({ status: 'rent', municipalityId: 'bogota', propertyTypeId: 'apartamento' });
      expect(Number(result.price)).toBeLessThanOrEqual(3_000_000);
    }
    // Words that contradict a filter give way, with the usual notice; the filter stays.
    const contradicted = json<Answer>(
      await post({ query: 'apartamento en Medellín', filters: { municipality: 'bogota' } }),
    );
    expect(contradicted.relaxed?.dropped.length).toBeGreaterThan(0);
    for (const result of contradicted.results) expect(result.municipalityId).toBe('bogota');

    const bad = await post({ query: 'apartamento', filters: { price: 'barato' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Rango de precio inválido: usa min-max');
  });

  it('searches near a place in it and the municipalities around it, and says so', async () => {
    const answer = await search('casa campestre cerca de Medellín');
    expect(answer.interpretation).toMatchObject({
      municipalityIds: [],
      near: { municipalityIds: ['medellin'], neighbourhoods: [] },
      nearbyMunicipalityIds: ['medellin', 'envigado', 'sabaneta', 'rionegro'],
    });
    expect(answer.interpretation.notes).toContain(
      'Cerca de Medellín buscamos en Medellín, Envigado, Sabaneta y Rionegro.',
    );
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results)
      expect(['medellin', 'envigado', 'sabaneta', 'rionegro']).toContain(result.municipalityId);
  });

  it('reads "barato" and "de lujo" against the market of what was asked, and says the figure', async () => {
    const all = await search('apartamento en venta en Bogotá');
    const cheap = await search('apartamento barato en venta en Bogotá');
    const [, figure] = /hasta \$\s([\d.]+) en venta/.exec(cheap.interpretation.notes.join(' ')) ?? [];
    const ceiling = Number(figure?.replace(/\./g, ''));
    expect(ceiling).toBeGreaterThan(0);
    expect(cheap.priceLevelChip).toBe(`Económico: hasta $\u00a0${figure} en venta`);
    expect(cheap.total).toBeGreaterThan(0);
    // The cheaper half of the same market: every result at or below the median, about half of them.
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.total).toBeGreaterThanOrEqual(Math.floor(all.total / 2));
    for (const result of cheap.results) expect(Number(result.price)).toBeLessThanOrEqual(ceiling);
    const luxury = await search('apartamento de lujo en venta en Bogotá');
    const [, floor] = /desde \$\s([\d.]+) en venta/.exec(luxury.interpretation.notes.join(' ')) ?? [];
    for (const result of luxury.results)
      expect(Number(result.price)).toBeGreaterThanOrEqual(Number(floor?.replace(/\./g, '')));
    expect(luxury.total).toBeLessThanOrEqual(Math.ceil(all.total / 4) + 1);
    // Too small a market says nothing of cheap: the answer says the word was left out rather than guess.
    const tooFew = await search('penthouse barato en arriendo en Anapoima');
    expect(tooFew.interpretation.notes).toContain(
      'Hay muy pocas propiedades como las que pediste para saber qué es económico: no lo tuvimos en cuenta.',
    );
    expect(tooFew.priceLevelChip).toBeNull();
  });

  it('reads a WhatsApp message pasted whole, up to 1,000 characters, and refuses a longer one in Spanish', async () => {
    const story =
      'Buenas tardes, les escribo porque nos vamos a vivir a Medellín por trabajo de mi esposo, tenemos dos niños ' +
      'pequeños y un perrito, y mi mamá nos visita seguido, entonces necesitamos espacio. Hemos visto varios portales ' +
      'pero nada nos convence, una amiga nos recomendó esta inmobiliaria. ';
    const message = `${story.repeat(2)}Buscamos apartamento en arriendo que no valga más de 4 millones, con 3 alcobas.`;
    expect(message.length).toBeGreaterThan(600);
    const answer = await search(message);
    expect(answer.interpretation).toMatchObject({
      operation: 'rent',
      propertyTypeIds: ['apartamento'],
      municipalityIds: ['medellin'],
      price: { max: 4_000_000 },
      bedrooms: { min: 3 },
    });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { query: 'casa '.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).message).toBe('La búsqueda puede tener hasta 1.000 caracteres.');
  });

  it('refuses an empty query and a disabled feature in Spanish', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { query: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Escribe qué estás buscando.');
    const admin = await t.adminCookie();
    await t.app.inject({
      method: 'POST',
      url: '/api/ai-search-config',
      headers: { cookie: admin },
      payload: { enabled: false, description: 'En mantenimiento por hoy' },
    });
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { query: 'casa en Cali' },
    });
    expect(disabled.statusCode).toBe(403);
    expect(json(disabled).message).toBe(
      'La búsqueda con IA está deshabilitada en este momento. Usa los filtros de búsqueda.',
    );
  });
});
