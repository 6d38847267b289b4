import type { Embedder } from '../../infra/ports/embedder.js';
import type { Filter } from '../../infra/ports/filter.js';
import type { SearchHit, SearchIndex } from '../../infra/ports/search-index.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../projections/catalogue-index/projection.js';
import type { ConfigDocument } from '../../projections/configs/projection.js';
import type { ReadModels } from '../../projections/runner/read-models.js';
import { DomainError } from '../domain/shared/errors.js';
import { answerNotices } from './answer-notices.js';
import type { Interpretation } from './interpretation.js';
import { constraintsOf, nameLookup } from './ranking/constraints.js';
import { marketPriceConstraint } from './ranking/market-price.js';
import { relaxationMessage, searchWithRelaxation } from './ranking/search-with-relaxation.js';
import { understandQuery } from './understanding/understand-query.js';
import { vocabularyFromReadModels } from './understanding/vocabulary-from-read-models.js';

export interface QuestionDeps {
  readModels: ReadModels;
  /** The catalogue as visitors may see it: published listings only. */
  catalogue: SearchIndex;
  embedder: Embedder;
}

export interface Question {
  /** In the visitor's words. */
  query: string;
  /** Matches to skip: the next results of the same question come from the same relaxation. */
  offset: number;
  limit: number;
  /** The catalogue's own filters asked beside it, in the filter language: they narrow the answer and are never relaxed. */
  filter?: Filter;
  /** The fields of each listing to read (`id` always comes); all of them without it. */
  attributes?: readonly string[];
}

export interface Answer {
  interpretation: Interpretation;
  hits: Array<SearchHit<CatalogueDocument>>;
  total: number;
  /** Spanish sentences the listings need beside them (interpretation notes aside): see answerNotices. */
  notices: string[];
  /** What had to be dropped for anything to match, and the sentence that says so; null when nothing was. */
  relaxed: { dropped: string[]; message: string } | null;
  /** "barato" or "de lujo" with its figure in pesos; null when no relative price was read or it could not be placed. */
  priceLevelChip: string | null;
}

/**
 * Questions in the visitor's words answered from the catalogue: understood against the live vocabulary, turned into
 * constraints (a relative price placed in the market of what was asked), searched by text and meaning with the least
 * important constraints relaxed until something matches, and said back with what the answer must add. Refused while
 * the panel has the AI search switched off.
 */
export function answerQuestions(deps: QuestionDeps): (question: Question) => Promise<Answer> {
  const vocabulary = vocabularyFromReadModels(deps.readModels, deps.catalogue);
  return async ({ query, offset, limit, filter, attributes }) => {
    const config = (await (await deps.readModels.collection<ConfigDocument>('configs')).get('ai-search')) as Extract<
      ConfigDocument,
      { id: 'ai-search' }
    > | null;
    if (config && !config.enabled)
      throw new DomainError(
        'forbidden',
        'La búsqueda con IA está deshabilitada en este momento. Usa los filtros de búsqueda.',
      );
    const words = await vocabulary();
    const interpretation = understandQuery(query, words);
    const names = nameLookup(words);
    const { fixed, relaxable } = constraintsOf(interpretation, names);
    const market = await marketPriceConstraint(deps.catalogue, CATALOGUE_INDEX, interpretation);
    if (market) {
      // Right after the price said in figures, or where it would be: a word is relaxed before the places and types.
      relaxable.splice(Math.min(relaxable.length, 2), 0, market.constraint);
      interpretation.notes.push(market.note);
    } else if (interpretation.priceLevel)
      interpretation.notes.push(
        `Hay muy pocas propiedades como las que pediste para saber qué es ${interpretation.priceLevel === 'low' ? 'económico' : 'de lujo'}: no lo tuvimos en cuenta.`,
      );
    const vector = interpretation.text ? await deps.embedder.embed(interpretation.text) : null;
    const { result, dropped, textDropped } = await searchWithRelaxation<CatalogueDocument>(
      deps.catalogue,
      CATALOGUE_INDEX,
      {
        text: interpretation.text,
        vector: vector && vector.some((value) => value !== 0) ? vector : null,
        fixed: filter ? [...fixed, filter] : fixed,
        relaxable,
        offset,
        limit,
        attributes,
      },
    );
    const message = relaxationMessage(dropped);
    return {
      interpretation,
      hits: result.hits,
      total: result.total,
      notices: answerNotices(interpretation, textDropped, (id) => names('municipality', id)),
      relaxed: message ? { dropped, message } : null,
      priceLevelChip: market?.chip ?? null,
    };
  };
}
