import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOf } from '../../domain/property/use.js';
import { createTestApp, json, type TestApp } from '../test-support/test-app.js';

interface Listing {
  id: string;
  title: string;
  status: string;
  propertyType: { id: string; name: string } | null;
}

let t: TestApp;
let catalogue: Listing[];

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const similarTo = async (listing: Listing) =>
  (await get<{ properties: Listing[] }>(`/api/properties/${listing.id}/similar?limit=12`)).properties;
const typeName = (listing: Listing) => listing.propertyType?.name ?? '';

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  catalogue = [];
  for (let page = 1; ; page++) {
    const answer = await get<{ properties: Listing[]; pagination: { hasMore: boolean } }>(
      `/api/properties?limit=100&page=${page}`,
    );
    catalogue.push(...answer.properties);
    if (!answer.pagination.hasMore) break;
  }
});
afterAll(async () => t.close());

describe('similar listings on the demo catalogue stay within the same use', () => {
  it("offers no apartment, house or land next to a commercial premises (a Local's similar are shops, offices…)", async () => {
    const locals = catalogue.filter((listing) => typeName(listing) === 'Local comercial');
    expect(locals.length).toBeGreaterThan(0);
    const offered = (await Promise.all(locals.map(similarTo))).flat();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((listing) => typeName(listing) === 'Apartamento')).toEqual([]);
    expect(new Set(offered.map((listing) => useOf(typeName(listing))))).toEqual(new Set(['comercial']));
  });

  it('offers homes with homes, commercial with commercial and land with land, for every type of the catalogue', async () => {
    const firstOfEachType = [...new Map(catalogue.map((listing) => [typeName(listing), listing])).values()];
    expect(firstOfEachType.length).toBeGreaterThanOrEqual(10);
    for (const target of firstOfEachType) {
      const use = useOf(typeName(target));
      expect(use, typeName(target)).not.toBeNull();
      for (const similar of await similarTo(target))
        expect(useOf(typeName(similar)), `${typeName(similar)} next to ${typeName(target)}`).toBe(use);
    }
  });
});
