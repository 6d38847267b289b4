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
  /**
   * A point `{ lat, lng }` on the path lies at most `km` kilometres (great circle) from `{ lat, lng }`, the edge
   * included. Ours, not MongoDB's (its `$near` also orders, and takes GeoJSON): only on `_geo` in the search index,
   * where Meilisearch can say it (`_geoRadius`); the embedded filter reads any path.
   */
  $around?: GeoPoint & { km: number };
}

/** A point on the Earth in decimal degrees, as documents carry it on `_geo`. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * `{ path: scalar }` means equality; for an array field equality means "contains"
 * (as in MongoDB), so `{ characteristicIds: 'piscina' }` matches a property that has it.
 * Paths may be dotted (`propertyType.id`).
 */
export type FieldFilter = { [path: string]: Scalar | FieldOperators };
export type Filter = FieldFilter | { $and: Filter[] } | { $or: Filter[] };

export type SortDirection = 1 | -1;
export type SortKey = readonly [path: string, direction: SortDirection];
/** Keys in priority order; ties keep a stable order by `id`. */
export type Sort = ReadonlyArray<SortKey>;

/**
 * Nearest first to the point `near`, by great-circle distance from the point `{ lat, lng }` on `path`; documents
 * without a point last, as for any sort key, and ties go to the next key. Only in the search index and only on `_geo`
 * (Meilisearch's `_geoPoint(lat, lng):asc`, which needs `_geo` among the sortable fields).
 */
export type DistanceSortKey = readonly [path: string, order: { near: GeoPoint }];
/** The search index's sort: plain keys and distances to a point, in priority order; ties by `id`. */
export type IndexSort = ReadonlyArray<SortKey | DistanceSortKey>;

export const isDistanceKey = (key: SortKey | DistanceSortKey): key is DistanceSortKey => typeof key[1] === 'object';
