import { describe, expect, it } from 'vitest';
import type { Filter } from '../ports/filter.js';
import { mongoFilter } from './mongo-filter.js';

describe('the Filter language as MongoDB reads it', () => {
  it('passes MongoDB’s own operators on as they are', () => {
    const filter: Filter = { $or: [{ status: 'sale', price: { $gte: 1, $lt: 9 } }, { tags: { $in: ['a'] } }] };
    expect(mongoFilter(filter)).toEqual(filter);
    expect(mongoFilter({})).toEqual({});
  });

  it('turns a box on a point into ranges on its latitude and longitude, at any depth and beside other operators', () => {
    expect(mongoFilter({ _geo: { $within: [-74.2, 4.5, -73.9, 4.8] } })).toEqual({
      '_geo.lat': { $gte: 4.5, $lte: 4.8 },
      '_geo.lng': { $gte: -74.2, $lte: -73.9 },
    });
    expect(mongoFilter({ $and: [{ status: 'sale', location: { $exists: true, $within: [-76, 6, -75, 7] } }] })).toEqual(
      {
        $and: [
          {
            status: 'sale',
            location: { $exists: true },
            'location.lat': { $gte: 6, $lte: 7 },
            'location.lng': { $gte: -76, $lte: -75 },
          },
        ],
      },
    );
  });
});
