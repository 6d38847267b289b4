import type { z } from 'zod';
import { PropertyBulkResultSchema, type PropertyBulkActionSchema } from '../../../lib/api-contract';
import { postJson } from '../../../lib/fetch-json';

export type BulkAction = z.output<typeof PropertyBulkActionSchema>;

/** The chosen listings, or every listing the table's filters match (whatever page is on screen). */
export type BulkTarget = { ids: string[] } | { all: Record<string, string> };

export type BulkResult = z.infer<typeof PropertyBulkResultSchema>;

/** One action on many listings; the answer says, per listing, whether it was done or why not. */
export const runBulkAction = (target: BulkTarget, action: BulkAction) =>
  postJson('/api/properties/bulk', { ...target, ...action }, PropertyBulkResultSchema);
