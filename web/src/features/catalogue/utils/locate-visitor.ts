import { isNearPoint, nearPoint } from './near-point';

/** What asking the browser for the visitor's place gave: a point to sort from, or why not, in Spanish. */
export type Located = { point: string } | { error: string };

export const LOCATION_UNAVAILABLE = 'Tu navegador no puede darnos tu ubicación. Elige el centro de un municipio.';
export const LOCATION_REFUSED =
  'No tenemos permiso para usar tu ubicación. Puedes darlo en el navegador o elegir el centro de un municipio.';
export const LOCATION_FAILED = 'No pudimos obtener tu ubicación. Inténtalo de nuevo o elige el centro de un municipio.';
export const LOCATION_OUTSIDE = 'Tu ubicación está fuera de Colombia. Elige el centro de un municipio.';

/**
 * Asks once (never again by itself: a refusal is answered with a message, not with another prompt). A recent position
 * will do (10 minutes), and a coarse one: listings' shown points are approximate anyway.
 */
export function locateVisitor(geolocation: Geolocation | undefined): Promise<Located> {
  if (!geolocation) return Promise.resolve({ error: LOCATION_UNAVAILABLE });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = nearPoint({ lat: coords.latitude, lng: coords.longitude });
        resolve(isNearPoint(point) ? { point } : { error: LOCATION_OUTSIDE });
      },
      (failure) => resolve({ error: failure.code === failure.PERMISSION_DENIED ? LOCATION_REFUSED : LOCATION_FAILED }),
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  });
}
