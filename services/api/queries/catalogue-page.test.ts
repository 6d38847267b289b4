import { describe, expect, it } from 'vitest';
import { ListingPagesWriter, paginationOf } from './catalogue-page.js';

describe('catalogue pages from kept listing JSON', () => {
  const listing = (id: string, title: string) => ({ id, title, price: '1', photos: [] as string[] });

  it('gives the bytes JSON.stringify gives for the page, and a changed listing its new bytes', () => {
    const writer = new ListingPagesWriter();
    const first = [listing('a', 'Casa en Chía'), listing('b', 'Apartamento — 3 alcobas')];
    const pagination = paginationOf(1, 2, 5);
    const pageOf = (listings: ReturnType<typeof listing>[]) =>
      writer
        .page(
          listings.map((item) => ({ id: item.id, json: JSON.stringify(item) })),
          pagination,
        )
        .toString('utf8');
    expect(pageOf(first)).toBe(JSON.stringify({ properties: first, pagination }));
    const revised = [listing('a', 'Casa campestre en Chía'), first[1]!];
    expect(pageOf(revised)).toBe(JSON.stringify({ properties: revised, pagination }));
    expect(writer.page([], paginationOf(3, 2, 5)).toString('utf8')).toBe(
      JSON.stringify({ properties: [], pagination: { page: 3, limit: 2, total: 5, totalPages: 3, hasMore: false } }),
    );
  });

  it('frames the same listings in any answer, with its text around them encoded as UTF-8', () => {
    const writer = new ListingPagesWriter();
    const results = [listing('a', 'Casa en Chía'), listing('b', 'Apartamento — 3 alcobas')];
    const rest = { query: 'casa en chía', total: 2, notices: ['Búsqueda por “Chía”'] };
    const body = writer.between(
      '{"results":[',
      results.map((item) => ({ id: item.id, json: JSON.stringify(item) })),
      `],${JSON.stringify(rest).slice(1)}`,
    );
    expect(body.toString('utf8')).toBe(JSON.stringify({ results, ...rest }));
  });
});
