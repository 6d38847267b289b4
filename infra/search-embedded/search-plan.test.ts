import { describe, expect, it } from 'vitest';
import type { IndexSort } from '../ports/filter.js';
import type { SearchQuery } from '../ports/search-index.js';
import { planSearch } from './search-plan.js';

const byPrice: IndexSort = [['price', 1]];
const byDistance: IndexSort = [['location', { near: { lat: 4.6, lng: -74.08 } }]];
const vector = [0.1, 0.2];

/** The choices a plan makes, without its page. */
const choices = (query: SearchQuery) => {
  const { shortcut, order, words, sort } = planSearch(query);
  return { shortcut, order, words, sort };
};

describe('planSearch', () => {
  it('reads a filter alone from the order kept by id, or by its sort', () => {
    expect(choices({ filter: { status: 'sale' } })).toEqual({
      shortcut: undefined,
      order: 'kept',
      words: undefined,
      sort: undefined,
    });
    expect(choices({ sort: byPrice })).toMatchObject({ shortcut: undefined, order: 'kept', sort: byPrice });
    expect(choices({ sort: [] })).toMatchObject({ order: 'kept', sort: undefined });
    expect(planSearch({ filter: {} }).filter).toBeUndefined();
  });

  it('sorts the matches for the query when its sort has a distance', () => {
    expect(choices({ sort: byDistance })).toMatchObject({ shortcut: undefined, order: 'distance' });
    expect(choices({ text: 'casa', sort: byDistance })).toMatchObject({ order: 'distance', words: ['casa'] });
  });

  it('reads one word in score order before scoring every match, and several words by scoring them', () => {
    expect(choices({ text: 'Casás', filter: { status: 'sale' } })).toEqual({
      shortcut: 'score-order',
      order: 'relevance',
      words: ['casas'],
      sort: undefined,
    });
    expect(choices({ text: 'casa en chapinero' })).toMatchObject({
      shortcut: undefined,
      order: 'relevance',
      words: ['casa', 'chapinero'],
    });
  });

  it('treats a text of stop words alone as no text', () => {
    expect(choices({ text: 'de la' })).toMatchObject({ shortcut: undefined, order: 'kept', words: undefined });
    expect(choices({ text: '' })).toMatchObject({ order: 'kept', words: undefined });
  });

  it('keeps a text with a sort in the sort order, unless relevance goes within it', () => {
    expect(choices({ text: 'casa', sort: byPrice })).toMatchObject({ shortcut: undefined, order: 'kept' });
    expect(choices({ text: 'casa', sort: byPrice, relevanceWithinSort: true })).toMatchObject({
      shortcut: undefined,
      order: 'relevance',
      sort: byPrice,
    });
    expect(choices({ text: 'casa', sort: byDistance, relevanceWithinSort: true })).toMatchObject({
      order: 'relevance',
    });
  });

  it('reads the nearest vectors for a vector alone, and blends text and vector by scoring every match', () => {
    const alone = planSearch({ text: 'casa', vector, semanticRatio: 1 });
    expect(alone).toMatchObject({ shortcut: 'nearest', order: 'relevance', words: undefined, ratio: 1 });
    expect(planSearch({ text: 'casa', vector })).toMatchObject({
      shortcut: undefined,
      order: 'relevance',
      words: ['casa'],
      ratio: 0.5,
    });
    expect(choices({ vector, semanticRatio: 1, sort: byPrice })).toMatchObject({ shortcut: undefined, order: 'kept' });
    expect(choices({ vector, sort: byPrice, relevanceWithinSort: true })).toMatchObject({ order: 'relevance' });
    expect(planSearch({ text: 'casa', semanticRatio: 1 }).ratio).toBe(0);
  });

  it('takes no shortcut, and puts every match in order, for a page slice() reads from the end or rounds', () => {
    expect(planSearch({ text: 'casa', offset: 24, limit: 12 })).toMatchObject({
      offset: 24,
      limit: 12,
      end: 36,
      needed: 36,
      shortcut: 'score-order',
    });
    expect(planSearch({})).toMatchObject({ offset: 0, limit: 20, end: 20, needed: 20 });
    expect(planSearch({ offset: 5, limit: -3 })).toMatchObject({ end: 5, needed: 5 });
    for (const page of [{ offset: -4 }, { offset: 1.5 }, { limit: 2.5 }, { limit: Number.POSITIVE_INFINITY }]) {
      expect(planSearch({ text: 'casa', ...page })).toMatchObject({
        shortcut: undefined,
        needed: Number.POSITIVE_INFINITY,
      });
      expect(planSearch({ vector, semanticRatio: 1, ...page }).shortcut).toBeUndefined();
    }
  });
});
