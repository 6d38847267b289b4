import type { Document, Filter as MongoFilter } from 'mongodb';
import type { FieldFilter, Filter } from '../ports/filter.js';

/**
 * The Filter language is a subset of MongoDB's, but for `$within`: a box on a `{ lat, lng }` point becomes two
 * ranges on its fields (MongoDB's own `$geoWithin` wants `[lng, lat]` pairs or GeoJSON, and an index we do not
 * keep). The cast only bridges our readonly arrays and the driver's schema-typed Filter, whose field names it
 * cannot know.
 */
export function mongoFilter<T extends Document>(filter: Filter): MongoFilter<T> {
  return translate(filter) as MongoFilter<T>;
}

function translate(filter: Filter): Filter {
  if ('$and' in filter && Array.isArray(filter.$and)) return { $and: filter.$and.map(translate) };
  if ('$or' in filter && Array.isArray(filter.$or)) return { $or: filter.$or.map(translate) };
  const translated: FieldFilter = {};
  for (const [path, condition] of Object.entries(filter as FieldFilter)) {
    if (condition === null || typeof condition !== 'object' || !('$within' in condition)) {
      translated[path] = condition;
      continue;
    }
    const { $within: box, ...others } = condition;
    if (Object.keys(others).length > 0) translated[path] = others;
    if (!box) continue;
    const [minLng, minLat, maxLng, maxLat] = box;
    // A path is never both `p` and `p.lat` in one filter of ours: the box's ranges cannot overwrite a condition.
    translated[`${path}.lat`] = { $gte: minLat, $lte: maxLat };
    translated[`${path}.lng`] = { $gte: minLng, $lte: maxLng };
  }
  return translated;
}
