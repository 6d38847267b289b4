import { enumerate } from '../../../infra/spanish-text/wording.js';
import type { FieldOperators, Filter, Scalar, SortDirection } from '../../../infra/ports/filter.js';
import type {
  IndexDocument,
  SearchHit,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from '../../../infra/ports/search-index.js';
import type { Constraint } from './constraints.js';

export interface RelaxedSearch<T extends IndexDocument> {
  result: SearchResult<T>;
  /** Labels of the constraints dropped to find anything, in the order they were dropped. */
  dropped: string[];
  /** Whether the free text had to be left out (its words matched nothing together with the constraints). */
  textDropped: boolean;
}

/**
 * Never a dead end: every result satisfies every constraint still in force. When nothing does, the free
 * text goes first (it only ranks), then the least important constraint, and so on, until something matches.
 * Once a range had to go (a price, an area), the listings closest to it come first, as the answer says ("las más
 * cercanas"): every match is outside it, so above a ceiling the cheapest come first, below a floor the dearest.
 */
export async function searchWithRelaxation<T extends IndexDocument>(
  index: SearchIndex,
  indexName: string,
  request: {
    text: string;
    vector: number[] | null;
    fixed: Filter[];
    relaxable: Constraint[];
    /** Matches to skip: the next results of the same search come from the same relaxation. */
    offset?: number;
    limit: number;
    /** The fields of each result to read (`id` always comes); all of them without it. */
    attributes?: readonly string[];
  },
): Promise<RelaxedSearch<T>> {
  const active = [...request.relaxable];
  const dropped: string[] = [];
  let text = request.text;
  let nearest: Constraint['nearest'];
  for (;;) {
    const clauses = [...request.fixed, ...active.map((constraint) => constraint.filter)];
    const query: SearchQuery = {
      ...rankingOf(text, request.vector),
      ...(clauses.length > 0 ? { filter: { $and: clauses } } : {}),
    };
    const page = {
      offset: request.offset ?? 0,
      limit: request.limit,
      ...(request.attributes ? { attributes: request.attributes } : {}),
    };
    const result = nearest
      ? await searchNearest<T>(index, indexName, query, nearest, page)
      : await index.search<T>(indexName, { ...query, ...page });
    if (result.total > 0) return { result, dropped, textDropped: text !== request.text };
    if (text) {
      text = '';
      continue;
    }
    const next = active.pop();
    if (!next) return { result, dropped, textDropped: request.text !== '' };
    dropped.push(next.label);
    // The most important range dropped so far decides the order.
    if (next.nearest) nearest = next.nearest;
  }
}

/**
 * The matches closest to a dropped range first; a listing without the value last. Around a two-sided range the
 * matches fall in four groups: inside the range (when a later constraint had to go too; lowest first), then above and
 * below it merged by their distance to it (a tie goes to the one above), then those without the value. They are read
 * in the field's order, upwards from the range's floor and downwards from under it, only as far as the page reaches;
 * whole listings are fetched for the page alone (by id, which the index must be able to filter on). Every match
 * counts, not a window of them.
 */
async function searchNearest<T extends IndexDocument>(
  index: SearchIndex,
  indexName: string,
  query: SearchQuery,
  { field, range }: NonNullable<Constraint['nearest']>,
  page: { offset: number; limit: number; attributes?: readonly string[] },
): Promise<SearchResult<T>> {
  const { vector: _vector, semanticRatio: _ratio, text: _text, ...filterOnly } = query;
  const { min, max } = range;
  if (min === undefined || max === undefined)
    return index.search<T>(indexName, { ...filterOnly, sort: [[field, min === undefined ? 1 : -1]], ...page });
  const end = page.offset + page.limit;
  const read = (condition: Scalar | FieldOperators, direction: SortDirection, limit = end) =>
    index.search(indexName, {
      filter: { $and: [...(filterOnly.filter ? [filterOnly.filter] : []), { [field]: condition }] },
      sort: [[field, direction]],
      limit,
      attributes: [field],
    });
  const [every, fromMin, below] = await Promise.all([
    index.search(indexName, { ...(filterOnly.filter ? { filter: filterOnly.filter } : {}), limit: 0 }),
    read({ $gte: min }, 1),
    read({ $lt: min }, -1),
  ]);
  // Read upwards from the range's floor: those inside it come first, then those above it.
  const insideCount = fromMin.hits.findIndex((hit) => (hit.document[field] as number) > max);
  const inside = insideCount === -1 ? fromMin.hits : fromMin.hits.slice(0, insideCount);
  const above = insideCount === -1 ? [] : fromMin.hits.slice(insideCount);
  const distance = (hit: SearchHit) => {
    const value = hit.document[field] as number;
    return value < min ? min - value : value - max;
  };
  const around: SearchHit[] = [];
  let a = 0;
  let b = 0;
  while (inside.length + around.length < end && (a < above.length || b < below.hits.length)) {
    const up = above[a];
    const down = below.hits[b];
    if (up && (!down || distance(up) <= distance(down))) {
      around.push(up);
      a++;
    } else {
      around.push(down!);
      b++;
    }
  }
  const valued = [...inside, ...around];
  // Those without the value are read only when the page reaches them (testing every match for a missing value).
  const withoutValue = every.total - fromMin.total - below.total;
  const without = valued.length < end && withoutValue > 0 ? (await read(null, 1, end - valued.length)).hits : [];
  const nearest = [...valued, ...without].slice(page.offset, end);
  const ids = nearest.map((hit) => hit.document.id);
  const whole =
    ids.length > 0
      ? await index.search<T>(indexName, {
          filter: { id: { $in: ids } },
          limit: ids.length,
          ...(page.attributes ? { attributes: page.attributes } : {}),
        })
      : undefined;
  const byId = new Map(whole?.hits.map((hit) => [hit.document.id, hit.document]));
  // A listing removed between the two reads is left out rather than shown half.
  const hits = nearest.flatMap((hit) => {
    const document = byId.get(hit.document.id);
    return document ? [{ document, score: hit.score }] : [];
  });
  return { total: every.total, hits };
}

/** "…dejamos de lado el barrio Chapinero y la característica Piscina." */
export function relaxationMessage(dropped: string[]): string | null {
  if (dropped.length === 0) return null;
  const list = enumerate(dropped);
  return `No encontramos propiedades que cumplan todo lo que pediste. Para mostrarte las más cercanas dejamos de lado ${list}.`;
}

/**
 * Words and meaning blended while the words still match; meaning alone once they had to go (it ranks every
 * listing that meets the constraints); with neither, featured and newest first.
 */
function rankingOf(text: string, vector: number[] | null): SearchQuery {
  if (vector && text) return { text, vector, semanticRatio: 0.5 };
  if (vector) return { vector, semanticRatio: 1 };
  if (text) return { text };
  return {
    sort: [
      ['featured', -1],
      ['createdAt', -1],
    ],
  };
}
