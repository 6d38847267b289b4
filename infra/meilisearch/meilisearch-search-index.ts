import {
  Meilisearch,
  MeilisearchApiError,
  type DocumentQuery,
  type EnqueuedTaskPromise,
  type IndexSwap,
  type RecordAny,
  type RuntimeTogglableFeatures,
  type SearchParams,
} from 'meilisearch';
import type { Position } from '../ports/event-store.js';
import { isDistanceKey, type IndexSort } from '../ports/filter.js';
import type { IndexDocument, IndexSettings, SearchIndex, SearchQuery, SearchResult } from '../ports/search-index.js';
import { toMeilisearchFilter } from '../filter/to-meilisearch-filter.js';
import { EMBEDDER, toMeilisearchSettings } from './meilisearch-settings.js';

const DEFAULT_LIMIT = 20;
const DEFAULT_SEMANTIC_RATIO = 0.5;
/** Indexing thousands of documents (with vectors) can take a while; a write returns once it is searchable. */
const TASK_WAIT = { timeout: 300_000, interval: 25 };
const CHECKPOINT_ID = 'checkpoint';
/** Fields Meilisearch adds to hits and documents, never ours. */
const MEILISEARCH_FIELDS = [
  '_vectors',
  '_rankingScore',
  '_rankingScoreDetails',
  '_formatted',
  '_matchesPosition',
  '_federation',
  '_semanticScore',
  '_geoDistance',
];

/**
 * The production SearchIndex on Meilisearch (client 0.62; servers from v1.12). Every write waits for its task,
 * so a write is searchable when the call returns and a failed task becomes an error.
 *
 * Each index `x` has a companion index `x--checkpoint` holding one document with the projection's position.
 * A companion (rather than one shared `_checkpoints` index) lets `swap` exchange contents and checkpoints in
 * the same atomic swap task, which is what "the checkpoint is kept with the index" needs for blue/green.
 */
export class MeilisearchSearchIndex implements SearchIndex {
  private readonly client: Meilisearch;
  /** Whether an index has our embedder, so documents without a vector can say so (Meilisearch insists). */
  private readonly hasEmbedder = new Map<string, boolean>();

  constructor(url: string, apiKey?: string) {
    this.client = new Meilisearch({ host: url, apiKey, defaultWaitOptions: TASK_WAIT });
  }

  async ensure(index: string, settings: IndexSettings): Promise<void> {
    await settle(this.client.createIndex(index, { primaryKey: 'id' }), ['index_already_exists']);
    await settle(this.client.createIndex(checkpointIndex(index), { primaryKey: 'id' }), ['index_already_exists']);
    if (settings.vectorDimensions !== undefined) await this.enableVectorStoreOnOlderServers();
    await settle(this.client.index(index).updateSettings(toMeilisearchSettings(settings)));
    this.hasEmbedder.set(index, settings.vectorDimensions !== undefined);
  }

  async upsert(index: string, docs: readonly IndexDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const withEmbedder = await this.embedderOf(index);
    const payload = docs.map(({ _vector: vector, ...fields }) => {
      if (vector && !withEmbedder)
        throw new Error(`Search index ${index} has no vectorDimensions, so it takes no _vector (${fields.id})`);
      // With an embedder, a document must state its vector, null when it has none.
      return withEmbedder ? { ...fields, _vectors: { [EMBEDDER]: vector ?? null } } : fields;
    });
    await settle(this.client.index(index).addDocuments(payload, { primaryKey: 'id' }));
  }

  async remove(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await settle(this.client.index(index).deleteDocuments([...ids]), ['index_not_found']);
  }

  async get(index: string, id: string): Promise<IndexDocument | null> {
    // `retrieveVectors` is a query parameter of this route that the client's types do not list.
    const query = { retrieveVectors: true } as DocumentQuery;
    const found = await orNull(
      () => this.client.index(index).getDocument(id, query),
      ['document_not_found', 'index_not_found'],
    );
    return found && toIndexDocument(found, true);
  }

  /**
   * Paging uses `page`/`hitsPerPage` because only that mode returns an exact `totalHits` (offset/limit
   * gives `estimatedTotalHits`). A page must start at a multiple of its size, so any other offset is
   * served as one first page of `offset + limit` hits, cut.
   */
  async search<T extends IndexDocument = IndexDocument>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    const offset = query.offset ?? 0;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const aligned = limit > 0 && offset % limit === 0;
    const text = query.text?.trim() || null;
    const params: SearchParams & { page: number; hitsPerPage: number } = {
      page: aligned ? offset / limit + 1 : 1,
      hitsPerPage: aligned ? limit : offset + limit,
      matchingStrategy: 'all',
      showRankingScore: true,
      filter: query.filter && toMeilisearchFilter(query.filter),
      sort: sortParameter(query.sort, text !== null || query.vector !== undefined, query.relevanceWithinSort === true),
      ...(query.attributes ? { attributesToRetrieve: ['id', ...query.attributes] } : {}),
      ...(query.vector
        ? {
            vector: query.vector,
            hybrid: { embedder: EMBEDDER, semanticRatio: query.semanticRatio ?? DEFAULT_SEMANTIC_RATIO },
          }
        : {}),
    };
    const response = await orNull(() => this.client.index(index).search(text, params), ['index_not_found']);
    if (!response) return { hits: [], total: 0 };
    const hits = (aligned ? response.hits : response.hits.slice(offset)).map((hit) => ({
      document: toIndexDocument(hit, false) as T,
      score: hit._rankingScore ?? 0,
    }));
    return { hits, total: response.totalHits };
  }

  async swap(a: string, b: string): Promise<void> {
    // `rename` (Meilisearch ≥ 1.18) is left out: older servers reject unknown fields, and false is the default.
    const swaps = [{ indexes: [a, b] }, { indexes: [checkpointIndex(a), checkpointIndex(b)] }] as IndexSwap[];
    await settle(this.client.swapIndexes(swaps));
    const [embedderA, embedderB] = [this.hasEmbedder.get(a), this.hasEmbedder.get(b)];
    this.remember(a, embedderB);
    this.remember(b, embedderA);
  }

  async drop(index: string): Promise<void> {
    await settle(this.client.deleteIndex(index), ['index_not_found']);
    await settle(this.client.deleteIndex(checkpointIndex(index)), ['index_not_found']);
    this.hasEmbedder.delete(index);
  }

  async getCheckpoint(index: string): Promise<Position | null> {
    const found = await orNull(
      () => this.client.index<{ id: string; position: string }>(checkpointIndex(index)).getDocument(CHECKPOINT_ID),
      ['document_not_found', 'index_not_found'],
    );
    return found ? BigInt(found.position) : null;
  }

  async setCheckpoint(index: string, position: Position): Promise<void> {
    // A decimal string: positions are 64-bit, beyond what a JSON number keeps exactly.
    await settle(
      this.client.index(checkpointIndex(index)).addDocuments([{ id: CHECKPOINT_ID, position: position.toString() }]),
    );
  }

  async close(): Promise<void> {
    // The client holds no connection of its own (each call is a fetch).
  }

  private async embedderOf(index: string): Promise<boolean> {
    const known = this.hasEmbedder.get(index);
    if (known !== undefined) return known;
    const embedders = await orNull(() => this.client.index(index).getEmbedders(), ['index_not_found']);
    const has = Boolean(embedders?.[EMBEDDER]);
    this.hasEmbedder.set(index, has);
    return has;
  }

  private remember(index: string, hasEmbedder: boolean | undefined): void {
    if (hasEmbedder === undefined) this.hasEmbedder.delete(index);
    else this.hasEmbedder.set(index, hasEmbedder);
  }

  /** Vector search is an experimental feature to switch on before v1.13 (stable since, and then not listed). */
  private async enableVectorStoreOnOlderServers(): Promise<void> {
    const features: Record<string, unknown> = await this.client.getExperimentalFeatures();
    if (features.vectorStore === false) {
      // The client's feature list follows current servers, which no longer have this switch.
      await this.client.updateExperimentalFeatures({ vectorStore: true } as RuntimeTogglableFeatures);
    }
  }
}

function checkpointIndex(index: string): string {
  return `${index}--checkpoint`;
}

/**
 * Explicit sorts end with `id` so ties break as the port asks; text and vector queries rank by relevance. With
 * `relevanceWithinSort`, a ranked query's sort leaves `id` out: the ranking rules after `sort` (words, typo, …) then
 * order the documents that tie on every key.
 */
function sortParameter(
  sort: IndexSort | undefined,
  ranked: boolean,
  relevanceWithinSort: boolean,
): string[] | undefined {
  if (sort && sort.length > 0) {
    const keys = sort.map((key) => {
      if (!isDistanceKey(key)) return `${key[0]}:${key[1] === 1 ? 'asc' : 'desc'}`;
      // Meilisearch sorts by distance only from `_geo`, and puts documents without a point last, as the port asks.
      if (key[0] !== '_geo') throw new Error(`${key[0]}: a distance sort only applies to _geo in Meilisearch`);
      const { lat, lng } = key[1].near;
      return `_geoPoint(${lat}, ${lng}):asc`;
    });
    return ranked && relevanceWithinSort ? keys : [...keys, 'id:asc'];
  }
  return ranked ? undefined : ['id:asc'];
}

/** Our document from a Meilisearch one: its own fields gone, and (for `get`) the vector back as `_vector`. */
function toIndexDocument(found: RecordAny, withVector: boolean): IndexDocument {
  const doc: RecordAny = { ...found };
  for (const field of MEILISEARCH_FIELDS) delete doc[field];
  const vector = withVector ? vectorOf(found._vectors) : undefined;
  return (vector ? { ...doc, _vector: vector } : doc) as IndexDocument;
}

/** `_vectors.default` comes back as `{ embeddings: [[…]], regenerate }` (or, from older servers, the array). */
function vectorOf(vectors: unknown): number[] | undefined {
  const entry = (vectors as Record<string, unknown> | undefined)?.[EMBEDDER];
  const embeddings = entry && typeof entry === 'object' && 'embeddings' in entry ? entry.embeddings : entry;
  if (!Array.isArray(embeddings) || embeddings.length === 0) return undefined;
  return (Array.isArray(embeddings[0]) ? embeddings[0] : embeddings) as number[];
}

/** Waits for a task; a failure is an error unless its code is one the caller expects. */
async function settle(enqueued: EnqueuedTaskPromise, tolerated: readonly string[] = []): Promise<void> {
  const task = await enqueued.waitTask();
  if (task.status === 'succeeded') return;
  if (task.error && tolerated.includes(task.error.code)) return;
  throw new Error(
    `Meilisearch task ${task.uid} (${task.type}) ${task.status}: ${task.error?.message ?? 'no error message'}`,
  );
}

/** The call's result, or null when Meilisearch answers with one of the expected error codes. */
async function orNull<R>(call: () => Promise<R>, codes: readonly string[]): Promise<R | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MeilisearchApiError && error.cause && codes.includes(error.cause.code)) return null;
    throw error;
  }
}
