import { describe, expect, it } from 'vitest';
import { APPROXIMATE_RADIUS_M, distanceInMetres, isInsideColombia, publicPoint } from './location.js';

const chapinero = { lat: 4.6486, lng: -74.0628 };

describe('the point visitors see', () => {
  it('is the true point when the admin chose exact', () => {
    expect(publicPoint('p1', { ...chapinero, exact: true })).toEqual({ ...chapinero, approximate: false });
  });

  it('is otherwise moved 100 to 300 m, the same way every time for a listing, differently for each listing', () => {
    const points = Array.from({ length: 200 }, (_, i) => `listing-${i}`).map((id) => {
      const shown = publicPoint(id, { ...chapinero, exact: false });
      expect(shown).toEqual(publicPoint(id, { ...chapinero, exact: false }));
      expect(shown.approximate).toBe(true);
      const metres = distanceInMetres(chapinero, shown);
      expect(metres).toBeGreaterThanOrEqual(99);
      expect(metres).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M + 1);
      return `${shown.lat},${shown.lng}`;
    });
    expect(new Set(points).size).toBe(points.length);
  });

  it('moves in every direction, so the true point cannot be guessed from where the shown ones lie', () => {
    const bearings = new Set(
      Array.from({ length: 100 }, (_, i) => {
        const shown = publicPoint(`p-${i}`, { ...chapinero, exact: false });
        return `${Math.sign(shown.lat - chapinero.lat)}${Math.sign(shown.lng - chapinero.lng)}`;
      }),
    );
    expect(bearings.size).toBe(4);
  });
});

describe('inside Colombia', () => {
  it('holds from Leticia to Providencia and from San Andrés to Guainía', () => {
    for (const point of [
      chapinero,
      { lat: -4.2153, lng: -69.9406 }, // Leticia
      { lat: 13.3489, lng: -81.3744 }, // Providencia
      { lat: 12.5847, lng: -81.7006 }, // San Andrés
      { lat: 3.8653, lng: -67.9239 }, // Inírida
    ])
      expect(isInsideColombia(point)).toBe(true);
    expect(isInsideColombia({ lat: 40.4168, lng: -3.7038 })).toBe(false);
    expect(isInsideColombia({ lat: 4.6, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
