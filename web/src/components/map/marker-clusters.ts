// Loaded only with the catalogue's map (LazyMaps.tsx): supercluster (and its kd-tree) is never in the first load.
import Supercluster from 'supercluster';
import type { Bbox } from '../../lib/map-area';

/** What a clustered marker stands for: a listing (its position in the list given) or a group of them. */
export type MarkerGroup =
  | { kind: 'listing'; index: number; lat: number; lng: number }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number };

/** Markers closer than this many pixels are drawn as one numbered circle. */
const RADIUS_PX = 60;
/** From this zoom on every listing has its own marker (two listings of one building still overlap). */
export const LAST_CLUSTERED_ZOOM = 16;

/**
 * The listings' markers grouped for one view of the map. supercluster (Mapbox's, well kept and small) builds a
 * hierarchy once per set of listings; each pan or zoom then only reads it, and a cluster knows the zoom at which it splits.
 */
export class MarkerClusters {
  private readonly index = new Supercluster<{ index: number }>({ radius: RADIUS_PX, maxZoom: LAST_CLUSTERED_ZOOM });

  constructor(points: ReadonlyArray<{ lat: number; lng: number }>) {
    this.index.load(
      points.map((point, index) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: { index },
      })),
    );
  }

  /** The markers inside `[west, south, east, north]` at `zoom` (rounded: a cluster exists per whole zoom). */
  within(bounds: Bbox, zoom: number): MarkerGroup[] {
    return this.index.getClusters([...bounds], Math.round(zoom)).map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      return 'cluster' in properties
        ? { kind: 'cluster', id: properties.cluster_id, count: properties.point_count, lat, lng }
        : { kind: 'listing', index: properties.index, lat, lng };
    });
  }

  /** The zoom at which a cluster breaks into smaller ones or single markers. */
  splitZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}
