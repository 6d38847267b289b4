import { DEFAULT_ANSWER_CACHE_BYTES } from '../../services/api/queries/response-cache.js';
import { MUNICIPALITIES } from '../../services/demo-catalogue/index.js';

const STATUSES = ['sale', 'rent', 'sold', 'rented'];
const ORDERS = [
  '',
  '&sortOrder=asc',
  '&sortBy=price&sortOrder=asc',
  '&sortBy=price&sortOrder=desc',
  '&sortBy=area&sortOrder=desc',
  '&sortBy=pricePerM2&sortOrder=asc',
];
const MAX_PAGE = 30;

/**
 * The non-empty pages of each group (the pages of one search, in order: the first empty one ends the group), with
 * their real bytes; refused when they would nearly fit in the answer cache, which would then answer them.
 */
async function nonEmptyPages(origin: string, groups: Iterable<string[]>) {
  const paths: string[] = [];
  let bytes = 0;
  for (const group of groups)
    for (const path of group) {
      const body = await fetch(`${origin}${path}`).then((response) => response.text());
      const { properties } = JSON.parse(body) as { properties: unknown[] };
      if (properties.length === 0) break;
      paths.push(path);
      bytes += Buffer.byteLength(body);
    }
  if (bytes < 2 * DEFAULT_ANSWER_CACHE_BYTES)
    throw new Error(
      `${paths.length} páginas (${bytes} bytes) caben casi en la caché de respuestas: no medirían sin caché`,
    );
  return { paths, bytes };
}

/**
 * Catalogue pages that are not in the answer cache when asked for: every non-empty page (up to page 30) of every
 * place, status and several orders, more than twice the bytes the cache holds, meant to be asked in a cycle so that
 * least-recently-used eviction has dropped each page before it comes round again. Each page is fetched once here to
 * count its real bytes: a set that fitted in the cache would measure cached answers, so that is refused. Their
 * filters repeat (28 places and statuses, each in six orders): the index keeps a filter's matches between writes.
 */
export async function uncachedCataloguePages(origin: string): Promise<{ paths: string[]; bytes: number }> {
  function* searches() {
    for (const { id } of MUNICIPALITIES)
      for (const status of STATUSES)
        for (const order of ORDERS)
          yield Array.from(
            { length: MAX_PAGE },
            (_, page) => `/api/properties?status=${status}&municipality=${id}&page=${page + 1}&limit=12${order}`,
          );
  }
  return nonEmptyPages(origin, searches());
}

/**
 * First pages of filters never asked before in the cycle: place, operation, bedrooms and a price ceiling (sixty of
 * them per operation), so that neither the answer cache nor the index's kept filters help.
 */
export async function unseenFilterPages(origin: string): Promise<{ paths: string[]; bytes: number }> {
  const ceilings = {
    rent: Array.from({ length: 60 }, (_, i) => 1_000_000 + i * 100_000),
    sale: Array.from({ length: 60 }, (_, i) => 150_000_000 + i * 50_000_000),
  };
  function* searches() {
    for (const { id } of MUNICIPALITIES)
      for (const status of ['sale', 'rent'] as const)
        for (const bedrooms of ['', '&bedrooms=1', '&bedrooms=2', '&bedrooms=3', '&bedrooms=4'])
          for (const ceiling of ceilings[status])
            yield [`/api/properties?status=${status}&municipality=${id}${bedrooms}&price=-${ceiling}&page=1&limit=12`];
  }
  return nonEmptyPages(origin, searches());
}

/**
 * Pages no request repeats: the load generator replaces `{n}` with a number that grows with every request, here a
 * price floor of a few pesos that changes nothing in the answer but its address, so neither the answer cache nor the
 * index's kept filters have seen it. Only the combinations of place, operation and bedrooms that have listings.
 */
export async function neverRepeatedFilterPages(origin: string): Promise<string[]> {
  const templates: string[] = [];
  for (const { id } of MUNICIPALITIES)
    for (const status of ['sale', 'rent'])
      for (const bedrooms of ['', '&bedrooms=2', '&bedrooms=3'])
        templates.push(`/api/properties?status=${status}&municipality=${id}${bedrooms}&price={n}-&page=1&limit=12`);
  return withListings(origin, templates);
}

/** Words of the catalogue mistyped as visitors do (a letter dropped, swapped or doubled). */
const MISTYPED = [
  'apartamneto',
  'piscna',
  'chimenae',
  'teraza',
  'campetre',
  'ofcina',
  'bodga',
  'balcon',
  'jardn',
  'vsta',
];

/** Typo-tolerant text searches no request repeats, as `neverRepeatedFilterPages`, of the words that find listings. */
export async function neverRepeatedTextSearches(origin: string): Promise<string[]> {
  return withListings(
    origin,
    MISTYPED.map((word) => `/api/properties?search=${word}&price={n}-&page=1&limit=12`),
  );
}

/** The templates whose page has listings (the synthetic catalogue leaves some place and operation empty). */
async function withListings(origin: string, templates: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const template of templates) {
    const { properties } = (await (await fetch(`${origin}${template.replace('{n}', '0')}`)).json()) as {
      properties: unknown[];
    };
    if (properties.length > 0) kept.push(template);
  }
  if (kept.length < templates.length / 2)
    throw new Error(
      `Solo ${kept.length} de ${templates.length} búsquedas tienen resultados: no medirían búsquedas reales`,
    );
  return kept;
}
