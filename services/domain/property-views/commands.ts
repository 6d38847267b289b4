import type { Command } from '../shared/decider.js';

export type RecordPropertyView = Command<'RecordPropertyView', { propertyId: string; now: string }>;
export type PropertyViewsCommand = RecordPropertyView;
