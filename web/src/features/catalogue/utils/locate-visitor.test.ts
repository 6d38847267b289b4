import { describe, expect, it } from 'vitest';
import {
  LOCATION_FAILED,
  LOCATION_OUTSIDE,
  LOCATION_REFUSED,
  LOCATION_UNAVAILABLE,
  locateVisitor,
} from './locate-visitor';

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/** A browser that answers every request the same way, counting them. */
function browser(answer: { lat: number; lng: number } | { code: number }) {
  const asked = { count: 0 };
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      asked.count++;
      if ('code' in answer)
        failure?.({ code: answer.code, PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT: 3, message: '' });
      else success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    },
  } as unknown as Geolocation;
  return { geolocation, asked };
}

describe("the visitor's place for the distance sort", () => {
  it('is the browser’s position, rounded to 4 decimals', async () => {
    const { geolocation, asked } = browser({ lat: 4.648_612, lng: -74.062_849 });
    expect(await locateVisitor(geolocation)).toEqual({ point: '4.6486,-74.0628' });
    expect(asked.count).toBe(1);
  });

  it('says in Spanish why not, asking only once: refused, failed, unavailable, outside Colombia', async () => {
    const refused = browser({ code: PERMISSION_DENIED });
    expect(await locateVisitor(refused.geolocation)).toEqual({ error: LOCATION_REFUSED });
    expect(refused.asked.count).toBe(1);
    expect(await locateVisitor(browser({ code: POSITION_UNAVAILABLE }).geolocation)).toEqual({
      error: LOCATION_FAILED,
    });
    expect(await locateVisitor(undefined)).toEqual({ error: LOCATION_UNAVAILABLE });
    expect(await locateVisitor(browser({ lat: 40.4168, lng: -3.7038 }).geolocation)).toEqual({
      error: LOCATION_OUTSIDE,
    });
    expect(LOCATION_REFUSED).toMatch(/^No tenemos permiso para usar tu ubicación/);
  });
});
