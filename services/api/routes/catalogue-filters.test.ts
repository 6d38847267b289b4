import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, propertyBody, type TestApp } from '../test-support/test-app.js';

/** Issue 12: available listings first, the richer filters and the price-per-m² sort of GET /api/properties. */

interface Listing {
  title: string;
  pricePerM2: number | null;
}
interface ListAnswer {
  properties: Listing[];
  pagination: { total: number };
}
interface Refusal {
  errors: Array<{ path: string; message: string }>;
}

let t: TestApp;

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
/** Titles of the test's own listings (all in Medellín), in the order the API gives them. */
const titles = async (query: string) =>
  json<ListAnswer>(await get(`municipality=medellin&limit=50&${query}`)).properties.map((listing) => listing.title);

/** Created oldest first: A is the oldest, F the newest. */
const rows = [
  {
    title: 'A venta',
    status: 'sale',
    price: 400_000_000,
    area: 100,
    bathrooms: 1,
    parkingSpaces: 0,
    stratum: 3,
    address: 'Carrera 70 # 44-10, Laureles, Medellín',
    characteristicIds: ['piscina'],
  },
  {
    title: 'B vendida',
    description: 'El Poblado: a una cuadra del parque de El Poblado.',
    status: 'sold',
    price: 100_000_000,
    area: 100,
    bathrooms: 2,
    parkingSpaces: 1,
    stratum: 4,
    address: 'Calle 10 # 40-20, El Poblado, Medellín',
    characteristicIds: ['piscina', 'ascensor'],
  },
  {
    title: 'C arriendo',
    status: 'rent',
    price: 3_000_000,
    area: null,
    bathrooms: 2,
    parkingSpaces: 2,
    stratum: 5,
    address: 'Calle 10 # 43-05, El Poblado, Medellín',
    characteristicIds: ['piscina', 'ascensor'],
  },
  {
    title: 'D arrendada',
    status: 'rented',
    price: 2_000_000,
    area: 50,
    bathrooms: 3,
    parkingSpaces: 2,
    stratum: 6,
    address: 'Carrera 43A # 1-50, El Poblado, Medellín',
    characteristicIds: [],
  },
  {
    title: 'E venta',
    status: 'sale',
    price: 900_000_000,
    area: 300,
    bathrooms: 4,
    parkingSpaces: 3,
    stratum: 4,
    address: 'Carrera 80 # 30-15, Belén, Medellín',
    characteristicIds: ['ascensor'],
  },
  {
    title: 'F vendida',
    status: 'sold',
    price: 250_000_000,
    area: 50,
    bathrooms: 1,
    parkingSpaces: null,
    stratum: null,
    address: 'Calle 5, Centro',
    characteristicIds: [],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.adminCookie();
  for (const row of rows) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: admin },
      payload: propertyBody({ ...row, municipalityId: 'medellin', propertyTypeId: 'apartamento' }),
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => t.close());

describe('available listings first', () => {
  it('lists sale and rent before sold and rented, newest first within each group', async () => {
    expect(await titles('availableFirst=true')).toEqual([
      'E venta',
      'C arriendo',
      'A venta',
      'F vendida',
      'D arrendada',
      'B vendida',
    ]);
    // Without it the API keeps its plain order, which other callers (the admin list) rely on.
    expect(await titles('')).toEqual(['F vendida', 'E venta', 'D arrendada', 'C arriendo', 'B vendida', 'A venta']);
  });

  it('keeps any chosen order within each group', async () => {
    expect(await titles('availableFirst=true&sortBy=price&sortOrder=asc')).toEqual([
      'C arriendo',
      'A venta',
      'E venta',
      'D arrendada',
      'B vendida',
      'F vendida',
    ]);
  });

  it('applies to a text search too', async () => {
    // "El Poblado" matches B, C and D, and B best (its description says it twice): C, the one on the market, comes
    // first all the same, and B leads the others.
    expect((await titles('search=el%20poblado'))[0]).toBe('B vendida');
    expect(await titles('availableFirst=true&search=el%20poblado')).toEqual(['C arriendo', 'B vendida', 'D arrendada']);
  });

  it('hides sold and rented listings with availableOnly', async () => {
    expect(await titles('availableOnly=true')).toEqual(['E venta', 'C arriendo', 'A venta']);
    expect(await titles('availableOnly=true&status=sold')).toEqual([]);
    expect(await titles('availableOnly=false')).toHaveLength(6);
  });
});

describe('price per m²', () => {
  it('is in every answer, null without an area', async () => {
    const answer = json<ListAnswer>(await get('municipality=medellin&limit=50'));
    const byTitle = new Map(answer.properties.map((listing) => [listing.title, listing.pricePerM2]));
    expect(byTitle.get('A venta')).toBe(4_000_000);
    expect(byTitle.get('D arrendada')).toBe(40_000);
    expect(byTitle.get('C arriendo')).toBeNull();
  });

  it('sorts both ways, listings without an area last', async () => {
    expect(await titles('sortBy=pricePerM2&sortOrder=asc')).toEqual([
      'D arrendada',
      'B vendida',
      'E venta',
      'A venta',
      'F vendida',
      'C arriendo',
    ]);
    expect(await titles('sortBy=pricePerM2&sortOrder=desc')).toEqual([
      'F vendida',
      'A venta',
      'E venta',
      'B vendida',
      'D arrendada',
      'C arriendo',
    ]);
  });
});

describe('richer filters', () => {
  it('typed price bounds: a minimum, a maximum or both', async () => {
    expect(await titles('price=2500000-300000000&sortBy=price&sortOrder=asc')).toEqual([
      'C arriendo',
      'B vendida',
      'F vendida',
    ]);
    expect(await titles('price=500000000-')).toEqual(['E venta']);
    expect(await titles('price=-2000000')).toEqual(['D arrendada']);
  });

  it('bathrooms and parking spaces as a minimum', async () => {
    expect(await titles('bathrooms=3')).toEqual(['E venta', 'D arrendada']);
    expect(await titles('parkingSpaces=2')).toEqual(['E venta', 'D arrendada', 'C arriendo']);
  });

  it('any of the chosen estratos', async () => {
    expect(await titles('stratum=4')).toEqual(['E venta', 'B vendida']);
    expect(await titles('stratum=3,6')).toEqual(['D arrendada', 'A venta']);
  });

  it('one barrio, as the catalogue lists it', async () => {
    expect(await titles('neighbourhood=El%20Poblado')).toEqual(['D arrendada', 'C arriendo', 'B vendida']);
    expect(await titles('neighbourhood=Laureles')).toEqual(['A venta']);
    expect(await titles('neighbourhood=Poblado')).toEqual([]);
  });

  it('every chosen characteristic', async () => {
    expect(await titles('characteristics=piscina')).toEqual(['C arriendo', 'B vendida', 'A venta']);
    expect(await titles('characteristics=piscina,ascensor')).toEqual(['C arriendo', 'B vendida']);
  });

  it('combines with each other and with the other filters', async () => {
    expect(await titles('characteristics=ascensor&bathrooms=2&availableOnly=true&availableFirst=true')).toEqual([
      'E venta',
      'C arriendo',
    ]);
  });

  it('refuses each malformed filter with 400, naming its field in Spanish', async () => {
    for (const [query, path, message] of [
      ['bathrooms=muchos', 'bathrooms', 'Baños debe ser un número'],
      ['bathrooms=1.5', 'bathrooms', 'Baños debe ser un número entero'],
      ['parkingSpaces=0', 'parkingSpaces', 'Parqueaderos: el mínimo es 1'],
      ['stratum=7', 'stratum', 'Estrato inválido: usa números del 1 al 6 separados por comas'],
      ['stratum=3;4', 'stratum', 'Estrato inválido: usa números del 1 al 6 separados por comas'],
      ['neighbourhood=' + 'x'.repeat(121), 'neighbourhood', 'Barrio: máximo 120 caracteres'],
      [
        'characteristics=piscina,,ascensor',
        'characteristics',
        'Características inválidas: hasta 30 ids separados por comas',
      ],
      ['price=3000000-1000000', 'price', 'El precio mínimo no puede ser mayor que el máximo'],
      ['availableOnly=si', 'availableOnly', 'availableOnly debe ser true o false'],
      ['availableFirst=1', 'availableFirst', 'availableFirst debe ser true o false'],
      ['sortBy=precioM2', 'sortBy', 'Orden inválido'],
    ]) {
      const response = await get(query!);
      expect.soft(response.statusCode, query).toBe(400);
      expect.soft(json<Refusal>(response).errors, query).toEqual([{ path, message }]);
    }
  });
});

describe('GET /api/neighbourhoods', () => {
  it('lists the barrios of the listed addresses with their municipality and count, alphabetically', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/neighbourhoods' });
    expect(response.statusCode).toBe(200);
    const medellin = json<Array<{ name: string; municipalityId: string; count: number }>>(response).filter(
      (item) => item.municipalityId === 'medellin',
    );
    // F's address ("Calle 5, Centro") names no barrio before its city, so it has none.
    expect(medellin).toEqual([
      { name: 'Belén', municipalityId: 'medellin', count: 1 },
      { name: 'El Poblado', municipalityId: 'medellin', count: 3 },
      { name: 'Laureles', municipalityId: 'medellin', count: 1 },
    ]);
  });
});
