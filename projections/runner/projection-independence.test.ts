import { afterEach, describe, expect, it } from 'vitest';
import { conceptEmbedder } from '../../infra/embeddings/concept/concept-embedding.js';
import { EmbeddedSearchIndex } from '../../infra/search-embedded/embedded-search-index.js';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteEventStore } from '../../infra/sqlite/sqlite-event-store.js';
import { SqliteReadModelStore } from '../../infra/sqlite/sqlite-read-model-store.js';
import { seedDemoCatalogue } from '../../services/demo-catalogue/run-seed.js';
import { CATALOGUE_INDEX } from '../catalogue-index/projection.js';
import { projectionRegistrations } from '../registrations.js';
import { Projector } from './projector.js';
import { rebuild } from './rebuild.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Read models and an index of their own, over one shared log. */
function projectorOver(store: SqliteEventStore, order: (names: string[]) => string[]) {
  const readModels = new SqliteReadModelStore(openDatabase(':memory:'));
  const searchIndex = new EmbeddedSearchIndex();
  const registrations = projectionRegistrations(conceptEmbedder);
  const byName = new Map(registrations.map((registration) => [registration.projection.name, registration]));
  const ordered = order([...byName.keys()]).map((name) => byName.get(name)!);
  const projector = new Projector({ store, readModels, searchIndex }, ordered);
  closers.push(async () => {
    await projector.stop();
    await searchIndex.close();
    await readModels.close();
  });
  const rebuildNamed = (name: string) => rebuild({ store, readModels, searchIndex }, ordered, name);
  return { projector, readModels, searchIndex, rebuild: rebuildNamed };
}

const indexDocuments = async (searchIndex: EmbeddedSearchIndex) =>
  (await searchIndex.search(CATALOGUE_INDEX, { limit: 1_000, sort: [['id', 1]] })).hits.map((hit) => hit.document);

describe('each projection depends only on the events it reads', () => {
  it('builds the same catalogue index whatever the order, and with no master-data read model at all', async () => {
    const store = new SqliteEventStore(openDatabase(':memory:'));
    closers.push(() => store.close());
    await seedDemoCatalogue(store, new Date('2026-11-22T12:00:00.000Z'));

    const forwards = projectorOver(store, (names) => names);
    const backwards = projectorOver(store, (names) => names.reverse());
    const indexAlone = projectorOver(store, (names) => names.filter((name) => name === 'catalogue-index'));
    for (const run of [forwards, backwards, indexAlone]) await run.projector.start();

    const expected = await indexDocuments(forwards.searchIndex);
    expect(expected.length).toBeGreaterThanOrEqual(60);
    expect(expected.every((doc) => doc.municipalityName !== '' && doc.propertyTypeName !== '')).toBe(true);
    expect(await indexDocuments(backwards.searchIndex)).toEqual(expected);
    expect(await indexDocuments(indexAlone.searchIndex)).toEqual(expected);
    expect(await indexAlone.readModels.active.get('master-data')).toBeNull();

    // Rebuilt in either order, index first or master data first, the answer is the same again.
    await forwards.rebuild('catalogue-index');
    await forwards.rebuild('master-data');
    await backwards.rebuild('master-data');
    await backwards.rebuild('catalogue-index');
    expect(await indexDocuments(forwards.searchIndex)).toEqual(expected);
    expect(await indexDocuments(backwards.searchIndex)).toEqual(expected);
  });
});
