import type { MasterDataKind } from '../../domain/master-data/events.js';
import type { MasterDataDocument } from '../../../projections/master-data/projection.js';
import { masterDataDocumentId } from '../../../projections/master-data/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';

export interface NamedItem {
  id: string;
  name: string;
}

/** Resolves master-data ids to `{id, name}` for answers that show names next to ids. */
export async function masterDataNames(readModels: ReadModels) {
  const collection = await readModels.collection<MasterDataDocument>('master-data');
  return async (kind: MasterDataKind, id: string): Promise<NamedItem | null> => {
    const doc = await collection.get(masterDataDocumentId(kind, id));
    return doc ? { id: doc.itemId, name: doc.name } : null;
  };
}

export type NameLookup = Awaited<ReturnType<typeof masterDataNames>>;

/** Every item of one kind of master data (every property type, say), in no particular order. */
export async function masterDataItems(readModels: ReadModels, kind: MasterDataKind): Promise<NamedItem[]> {
  const items = await (await readModels.collection<MasterDataDocument>('master-data')).find({ kind });
  return items.map((item) => ({ id: item.itemId, name: item.name }));
}
