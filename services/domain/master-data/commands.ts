import type { Command } from '../shared/decider.js';
import type { MasterDataKind } from './events.js';

/** `id`: normally `masterDataIdFromName(name)`, so two admins adding the same name race on one stream. */
export type AddMasterDataItem = Command<
  'AddMasterDataItem',
  { kind: MasterDataKind; id: string; name: string; now: string }
>;
export type RemoveMasterDataItem = Command<'RemoveMasterDataItem', { kind: MasterDataKind; id: string; now: string }>;

export type MasterDataCommand = AddMasterDataItem | RemoveMasterDataItem;
