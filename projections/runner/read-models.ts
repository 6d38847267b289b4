import type { CollectionReader, Document, ReadModelStore } from '../../infra/ports/read-model-store.js';

/** The query side's door to read models: always the active version (a rebuild may have swapped it). */
export class ReadModels {
  constructor(readonly store: ReadModelStore) {}

  async collection<T extends Document>(name: string): Promise<CollectionReader<T>> {
    const version = (await this.store.active.get(name)) ?? 1;
    return this.store.collection<T>(name, version);
  }
}
