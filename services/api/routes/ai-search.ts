import { DomainError } from '../../domain/shared/errors.js';
import { answerNotices } from '../../ai-search/answer-notices.js';
import { nameLookup, constraintsOf } from '../../ai-search/ranking/constraints.js';
import { marketPriceConstraint } from '../../ai-search/ranking/market-price.js';
import { relaxationMessage, searchWithRelaxation } from '../../ai-search/ranking/search-with-relaxation.js';
import { understandQuery } from '../../ai-search/understanding/understand-query.js';
import { vocabularyFromReadModels } from '../../ai-search/understanding/vocabulary-from-read-models.js';
import { CATALOGUE_INDEX, type CatalogueDocument } from '../../../projections/catalogue-index/projection.js';
import type { ConfigDocument } from '../../../projections/configs/projection.js';
import { catalogueSearchQuery } from '../queries/catalogue-query.js';
import { LISTING_JSON_ATTRIBUTES, listingsJson } from '../queries/catalogue-page.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { sendFreshJson } from './cached-json.js';
import { AI_RESULTS_PAGE_SIZE, AiSearchAnswer, AiSearchInput } from '../schemas/ai-search.js';

/** The answer but its listings, which are already JSON: checked against the schema, in its key order. */
const AnswerBesideResults = AiSearchAnswer.omit({ results: true });
import { errorResponses } from '../schemas/common.js';

/** POST /api/properties/search: a query in the visitor's words → what was understood and the listings. */
export const aiSearchRoutes: RoutePlugin = async (app, { deps, catalogue, listingPages }) => {
  const vocabulary = vocabularyFromReadModels(deps.readModels, catalogue);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/properties/search',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['búsqueda con IA'],
        summary: 'Búsqueda en lenguaje natural',
        description:
          'Entiende operación, tipo, lugar, precio, habitaciones, características… y devuelve lo entendido en `interpretation`.',
        body: AiSearchInput,
        response: { 200: AiSearchAnswer, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const config = (await (await deps.readModels.collection<ConfigDocument>('configs')).get('ai-search')) as Extract<
        ConfigDocument,
        { id: 'ai-search' }
      > | null;
      if (config && !config.enabled)
        throw new DomainError(
          'forbidden',
          'La búsqueda con IA está deshabilitada en este momento. Usa los filtros de búsqueda.',
        );
      const { query, offset, filters } = request.body;
      const words = await vocabulary();
      const interpretation = understandQuery(query, words);
      const names = nameLookup(words);
      const { fixed, relaxable } = constraintsOf(interpretation, names);
      const market = await marketPriceConstraint(catalogue, CATALOGUE_INDEX, interpretation);
      if (market) {
        // Right after the price said in figures, or where it would be: a word is relaxed before the places and types.
        relaxable.splice(Math.min(relaxable.length, 2), 0, market.constraint);
        interpretation.notes.push(market.note);
      } else if (interpretation.priceLevel)
        interpretation.notes.push(
          `Hay muy pocas propiedades como las que pediste para saber qué es ${interpretation.priceLevel === 'low' ? 'económico' : 'de lujo'}: no lo tuvimos en cuenta.`,
        );
      // The catalogue's own reading of its filters: the same parameters narrow both alike.
      const chosen = filters
        ? catalogueSearchQuery({ ...filters, page: 1, limit: 1, sortBy: 'createdAt', sortOrder: 'desc' }).filter
        : undefined;
      const vector = interpretation.text ? await deps.embedder.embed(interpretation.text) : null;
      const { result, dropped, textDropped } = await searchWithRelaxation<CatalogueDocument>(
        catalogue,
        CATALOGUE_INDEX,
        {
          text: interpretation.text,
          vector: vector && vector.some((value) => value !== 0) ? vector : null,
          fixed: chosen ? [...fixed, chosen] : fixed,
          relaxable,
          offset,
          limit: AI_RESULTS_PAGE_SIZE,
          attributes: LISTING_JSON_ATTRIBUTES,
        },
      );
      const message = relaxationMessage(dropped);
      const beside = AnswerBesideResults.parse({
        query,
        interpretation,
        total: result.total,
        offset,
        notices: answerNotices(interpretation, textDropped, (id) => names('municipality', id)),
        relaxed: message ? { dropped, message } : null,
        priceLevelChip: market?.chip ?? null,
      });
      // The listings' JSON kept in the index is spliced in, not rebuilt, validated and serialised on every answer:
      // the same bytes as serialising the whole answer through its schema.
      const results = await listingsJson(catalogue, result.hits);
      const body = listingPages.between('{"results":[', results, `],${JSON.stringify(beside).slice(1)}`);
      return sendFreshJson(request, reply, body);
    },
  );
};
