import type { Position } from '../../infra/ports/event-store.js';
import {
  collectionKey,
  type CollectionReader,
  type Document,
  type ReadModelStore,
} from '../../infra/ports/read-model-store.js';

/** The query side's door to read models: always the active version (a rebuild may have swapped it). */
export class ReadModels {
  constructor(readonly store: ReadModelStore) {}

  /** The position the active version has reached: changes whenever the read model does. */
  async checkpoint(name: string): Promise<Position | null> {
    return this.store.checkpoints.get(collectionKey(name, (await this.store.active.get(name)) ?? 1));
  }

  async collection<T extends Document>(name: string): Promise<CollectionReader<T>> {
    const version = (await this.store.active.get(name)) ?? 1;
    return this.store.collection<T>(name, version);
  }
}
