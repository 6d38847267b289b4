import { afterAll } from 'vitest';
import { describeSkipped, resolveProductionTarget } from '../contract/production-target.js';
import { searchIndexContract } from '../contract/search-index.contract.js';
import { MeilisearchSearchIndex } from './meilisearch-search-index.js';

const suite = 'Meilisearch SearchIndex contract';
const masterKey = 'contract-tests-master-key';

const target = await resolveProductionTarget({
  envVar: 'MEILISEARCH_URL',
  image: 'getmeili/meilisearch:v1.12',
  port: 7700,
  env: { MEILI_MASTER_KEY: masterKey, MEILI_NO_ANALYTICS: 'true' },
  healthPath: '/health',
});

if ('skipReason' in target) {
  describeSkipped(suite, target.skipReason);
} else {
  afterAll(() => target.stop());
  // A configured server brings its own key; the container uses the one it was started with.
  const apiKey = process.env.MEILISEARCH_URL ? process.env.MEILISEARCH_KEY : masterKey;
  searchIndexContract(suite, async () => {
    const index = new MeilisearchSearchIndex(target.url, apiKey);
    return { index, cleanup: () => index.close() };
  });
}
