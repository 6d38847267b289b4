import type { Command } from '../shared/decider.js';
import type { SearchFilterOptionFields } from './events.js';

export type AddSearchFilterOption = Command<
  'AddSearchFilterOption',
  { id: string; fields: SearchFilterOptionFields; now: string }
>;
/** `changes` may hold any subset of the fields; unchanged values are dropped. */
export type ChangeSearchFilterOption = Command<
  'ChangeSearchFilterOption',
  { id: string; changes: Partial<SearchFilterOptionFields>; now: string }
>;
export type RemoveSearchFilterOption = Command<'RemoveSearchFilterOption', { id: string; now: string }>;

export type SearchFilterCommand = AddSearchFilterOption | ChangeSearchFilterOption | RemoveSearchFilterOption;
