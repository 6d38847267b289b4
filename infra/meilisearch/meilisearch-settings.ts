import { stopwords } from '@orama/stopwords/spanish';
import type { Settings } from 'meilisearch';
import type { IndexSettings } from '../ports/search-index.js';

/** The one embedder the adapter uses: vectors come from our own embeddings port. */
export const EMBEDDER = 'default';

/** High enough to page through a whole catalogue; Meilisearch stops at 1,000 results by default. */
const MAX_TOTAL_HITS = 1_000_000;

/**
 * Our IndexSettings as Meilisearch settings, chosen so Meilisearch answers like the embedded index:
 * - `sort` is the first ranking rule, so an explicit sort wins over relevance (without one it is inert);
 * - `id` is sortable, to break ties the way the port asks;
 * - the Spanish stop words the embedded index drops, with and without accents, so `casa en chapinero`
 *   does not require the word `en` under `matchingStrategy: 'all'`;
 * - synonyms in every direction, keyed with and without accents;
 * - text in every field is read as Spanish (`localizedAttributes`).
 */
export function toMeilisearchSettings(settings: IndexSettings): Settings {
  return {
    searchableAttributes: [...settings.searchable],
    filterableAttributes: [...settings.filterable],
    sortableAttributes: [...new Set([...settings.sortable, 'id'])],
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
    stopWords: [...new Set(stopwords.flatMap(withAndWithoutAccents))],
    synonyms: synonymMap(settings.synonyms ?? []),
    typoTolerance: { enabled: true },
    pagination: { maxTotalHits: MAX_TOTAL_HITS },
    localizedAttributes: [{ attributePatterns: ['*'], locales: ['spa'] }],
    ...(settings.vectorDimensions !== undefined
      ? { embedders: { [EMBEDDER]: { source: 'userProvided', dimensions: settings.vectorDimensions } } }
      : {}),
  };
}

/** Meilisearch synonyms are one-way; each member of a group maps to all the others. */
function synonymMap(groups: ReadonlyArray<readonly string[]>): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of groups) {
    const members = group.map((member) => member.toLowerCase());
    for (const member of members) {
      const others = members.filter((other) => other !== member);
      for (const key of withAndWithoutAccents(member)) {
        map[key] = [...new Set([...(map[key] ?? []), ...others])].filter((synonym) => synonym !== key);
      }
    }
  }
  return map;
}

function withAndWithoutAccents(word: string): string[] {
  return [...new Set([word, word.normalize('NFD').replace(/\p{M}/gu, '')])];
}
