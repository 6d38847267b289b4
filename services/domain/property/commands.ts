import type { Command } from '../shared/decider.js';
import type { PropertyFields } from './events.js';

/** `now`: ISO-8601 instant the command is handled; ids come from the caller. */
export type ListProperty = Command<'ListProperty', { propertyId: string; fields: PropertyFields; now: string }>;
/** `changes` may hold any subset of the fields; unchanged values are dropped. */
export type ReviseProperty = Command<
  'ReviseProperty',
  { propertyId: string; changes: Partial<PropertyFields>; now: string }
>;
export type ReplacePropertyPhotos = Command<
  'ReplacePropertyPhotos',
  { propertyId: string; photos: string[]; now: string }
>;
export type DelistProperty = Command<'DelistProperty', { propertyId: string; now: string }>;

/** Brings a delisted listing back as it was when delisted. */
export type RestoreProperty = Command<'RestoreProperty', { propertyId: string; now: string }>;

export type PropertyCommand = ListProperty | ReviseProperty | ReplacePropertyPhotos | DelistProperty | RestoreProperty;
