import {
  addDays,
  figuresSince,
  utcDay,
  type ListingFigures,
  type PropertyStatsDocument,
} from '../../../projections/property-stats/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';

/** The admin panel shows the last 30 days, today included. */
const FIGURES_WINDOW_DAYS = 30;

/** The first UTC day of the window that ends today (by the app's clock, so tests can move it). */
export const figuresWindowStart = (now: Date) => addDays(utcDay(now.toISOString()), -(FIGURES_WINDOW_DAYS - 1));

/**
 * Each listing's figures over the window, from the property-stats read model; every id asked for has an entry
 * (zeros when nobody looked). Without ids, every listing that has figures.
 */
export async function recentFigures(
  readModels: ReadModels,
  since: string,
  ids?: readonly string[],
): Promise<Map<string, ListingFigures>> {
  const collection = await readModels.collection<PropertyStatsDocument>('property-stats');
  const docs = new Map(
    (await collection.find(ids ? { id: { $in: [...ids] } } : {})).map((doc) => [doc.id, doc] as const),
  );
  return new Map((ids ?? [...docs.keys()]).map((id) => [id, figuresSince(docs.get(id) ?? null, since)]));
}
