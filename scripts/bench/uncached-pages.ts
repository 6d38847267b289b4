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
 * Catalogue pages that are not in the answer cache when asked for: every non-empty page (up to page 30) of every
 * place, status and several orders, more than twice the bytes the cache holds, meant to be asked in a cycle so that
 * least-recently-used eviction has dropped each page before it comes round again. Each page is fetched once here to
 * count its real bytes: a set that fitted in the cache would measure cached answers, so that is refused.
 */
export async function uncachedCataloguePages(origin: string): Promise<{ paths: string[]; bytes: number }> {
  const paths: string[] = [];
  let bytes = 0;
  for (const { id } of MUNICIPALITIES)
    for (const status of STATUSES)
      for (const order of ORDERS)
        for (let page = 1; page <= MAX_PAGE; page++) {
          const path = `/api/properties?status=${status}&municipality=${id}&page=${page}&limit=12${order}`;
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
