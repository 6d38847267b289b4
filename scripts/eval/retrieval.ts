import { CATALOGUE_INDEX, type CatalogueDocument } from '../../projections/catalogue-index/projection.js';
import { seedDemoCatalogue } from '../../services/demo-catalogue/run-seed.js';
import { createEmbeddedPorts } from '../../services/runtime/adapters.js';
import { startApp } from '../../services/runtime/start-app.js';
import { constraintsOf, nameLookup } from '../../services/ai-search/ranking/constraints.js';
import { withDefaults, type ExpectedInterpretation } from '../../services/ai-search/evaluation/compare.js';
import { vocabularyFromSeed } from '../../services/ai-search/evaluation/vocabulary-from-seed.js';

const TOP = 10;

export interface RetrievalScore {
  /** Queries the catalogue has at least one listing for, as their expectation says. */
  scored: number;
  /** Share of the top 10 that meets every hard constraint of the expectation (mean over scored queries). */
  precision: number;
  /** Share of the listings that meet them found in the top 10 (of at most 10; mean over scored queries). */
  recall: number;
}

/**
 * Runs each query through the real API on the demo catalogue (embedded adapters, in memory) and scores its first 10
 * results against the catalogue's listings that meet the case's expected hard constraints: what a visitor sees, not
 * only what the parser read.
 */
export async function measureRetrieval(
  sets: Record<string, Array<{ query: string; expected: ExpectedInterpretation }>>,
): Promise<Record<string, RetrievalScore>> {
  const ports = createEmbeddedPorts(':memory:');
  await seedDemoCatalogue(ports.store, new Date());
  const { app, projector } = await startApp(ports, { secretKey: 'eval', publicUrl: 'http://localhost', logger: false });
  const names = nameLookup(vocabularyFromSeed());
  let request = 0;
  try {
    const scores: Record<string, RetrievalScore> = {};
    for (const [name, cases] of Object.entries(sets)) {
      let scored = 0;
      let precision = 0;
      let recall = 0;
      for (const { query, expected } of cases) {
        const relevant = await listingsMeeting(expected, names, ports.searchIndex);
        if (relevant.size === 0) continue;
        request++;
        const response = await app.inject({
          method: 'POST',
          url: '/api/properties/search',
          // One client per request: the route's per-client rate limit is not what this measures.
          remoteAddress: `10.9.${Math.floor(request / 250) % 250}.${request % 250}`,
          payload: { query },
        });
        const ids = (response.json() as { results?: Array<{ id: string }> }).results?.map((r) => r.id) ?? [];
        const top = ids.slice(0, TOP);
        const found = top.filter((id) => relevant.has(id)).length;
        scored++;
        precision += top.length === 0 ? 0 : found / top.length;
        recall += found / Math.min(TOP, relevant.size);
      }
      scores[name] = { scored, precision: scored ? precision / scored : 0, recall: scored ? recall / scored : 0 };
    }
    return scores;
  } finally {
    await app.close();
    await projector.stop();
    await ports.close();
  }
}

/** The ids of the listings that meet every hard constraint the case expects, by the search's own filters. */
async function listingsMeeting(
  expected: ExpectedInterpretation,
  names: ReturnType<typeof nameLookup>,
  searchIndex: ReturnType<typeof createEmbeddedPorts>['searchIndex'],
): Promise<Set<string>> {
  const interpretation = {
    ...withDefaults(expected),
    unknownPlaces: [],
    relatedTypeIds: [],
    nearbyMunicipalityIds: [],
    nearAreas: [],
    notes: [],
    text: '',
  };
  const { fixed, relaxable } = constraintsOf(interpretation, names);
  const result = await searchIndex.search<CatalogueDocument>(CATALOGUE_INDEX, {
    filter: { $and: [...fixed, ...relaxable.map((constraint) => constraint.filter)] },
    limit: 10_000,
  });
  return new Set(result.hits.map((hit) => hit.document.id));
}
