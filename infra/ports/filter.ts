/**
 * One filter language for read models and the search index: a subset of MongoDB's query language.
 * MongoDB takes it natively; the embedded adapters compile it (infra/filter); Meilisearch gets a
 * translated filter string.
 */
export type Scalar = string | number | boolean | null;

export interface FieldOperators {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: readonly Scalar[];
  $nin?: readonly Scalar[];
  $gt?: number | string;
  $gte?: number | string;
  $lt?: number | string;
  $lte?: number | string;
  $exists?: boolean;
  /**
   * A point `{ lat, lng }` on the path lies in the box `[minLng, minLat, maxLng, maxLat]` (edges included). In the
   * search index only on `_geo`, where Meilisearch can say it (`_geoBoundingBox`); read models take any path (the
   * embedded filter reads it, the MongoDB adapter turns it into ranges on the point's fields).
   */
  $within?: readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];
}

/**
 * `{ path: scalar }` means equality; for an array field equality means "contains"
 * (as in MongoDB), so `{ characteristicIds: 'piscina' }` matches a property that has it.
 * Paths may be dotted (`propertyType.id`).
 */
export type FieldFilter = { [path: string]: Scalar | FieldOperators };
export type Filter = FieldFilter | { $and: Filter[] } | { $or: Filter[] };

export type SortDirection = 1 | -1;
/** Keys in priority order; ties keep a stable order by `id`. */
export type Sort = ReadonlyArray<readonly [path: string, direction: SortDirection]>;
