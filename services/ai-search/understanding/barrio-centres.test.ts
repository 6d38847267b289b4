import { describe, expect, it } from 'vitest';
import { barrioCentre } from './barrio-centres.js';

describe('a barrio’s centre', () => {
  it('is the median of its listings’ points, which one listing far off barely moves', () => {
    expect(barrioCentre([])).toBeUndefined();
    expect(barrioCentre([{ lat: 4.6486, lng: -74.0628 }])).toEqual({ lat: 4.6486, lng: -74.0628 });
    expect(
      barrioCentre([
        { lat: 4.6486, lng: -74.0628 },
        { lat: 4.647, lng: -74.06 },
      ]),
    ).toEqual({ lat: 4.6478, lng: -74.0614 });
    // A listing filed under Chapinero but standing in Medellín: a mean would put the centre 80 km away.
    expect(
      barrioCentre([
        { lat: 4.6486, lng: -74.0628 },
        { lat: 4.647, lng: -74.06 },
        { lat: 4.65, lng: -74.061 },
        { lat: 6.2088, lng: -75.5676 },
      ]),
    ).toEqual({ lat: 4.6493, lng: -74.0619 });
  });
});
