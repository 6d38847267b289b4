import { answerQuestions } from '../../ai-search/answer-question.js';
import { catalogueSearchQuery } from '../queries/catalogue-query.js';
import { LISTING_JSON_ATTRIBUTES, listingsJson } from '../queries/catalogue-page.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { sendFreshJson } from './cached-json.js';
import { AI_RESULTS_PAGE_SIZE, AiSearchAnswer, AiSearchInput } from '../schemas/ai-search.js';
import { errorResponses } from '../schemas/common.js';

/** The answer but its listings, which are already JSON: checked against the schema, in its key order. */
const AnswerBesideResults = AiSearchAnswer.omit({ results: true });

/** POST /api/properties/search: a query in the visitor's words → what was understood and the listings. */
export const aiSearchRoutes: RoutePlugin = async (app, { deps, catalogue, listingPages }) => {
  const answer = answerQuestions({ readModels: deps.readModels, catalogue, embedder: deps.embedder });

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
      const { query, offset, filters } = request.body;
      // The catalogue's own reading of its filters: the same parameters narrow both alike.
      const filter = filters
        ? catalogueSearchQuery({ ...filters, page: 1, limit: 1, sortBy: 'createdAt', sortOrder: 'desc' }).filter
        : undefined;
      const { hits, ...found } = await answer({
        query,
        offset,
        filter,
        limit: AI_RESULTS_PAGE_SIZE,
        attributes: LISTING_JSON_ATTRIBUTES,
      });
      const beside = AnswerBesideResults.parse({ query, offset, ...found });
      // The listings' JSON kept in the index is spliced in, not rebuilt, validated and serialised on every answer:
      // the same bytes as serialising the whole answer through its schema.
      const results = await listingsJson(catalogue, hits);
      const body = listingPages.between('{"results":[', results, `],${JSON.stringify(beside).slice(1)}`);
      return sendFreshJson(request, reply, body);
    },
  );
};
