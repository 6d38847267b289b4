import { describe, expect, it } from 'vitest';
import { LAST_CLUSTERED_ZOOM, MarkerClusters } from './marker-clusters';

const WORLD = [-180, -85, 180, 85] as const;
// Three listings a few hundred metres apart in Chapinero, one in El Poblado.
const POINTS = [
  { lat: 4.6486, lng: -74.0628 },
  { lat: 4.6501, lng: -74.0611 },
  { lat: 4.6472, lng: -74.0645 },
  { lat: 6.2088, lng: -75.5676 },
];

describe('MarkerClusters', () => {
  it('groups close listings into one counted marker when zoomed out, and keeps a distant one apart', () => {
    const groups = new MarkerClusters(POINTS).within(WORLD, 6);
    expect(groups).toHaveLength(2);
    expect(groups.find((group) => group.kind === 'cluster')).toMatchObject({ count: 3 });
    const alone = groups.find((group) => group.kind === 'listing')!;
    expect(alone).toMatchObject({ index: 3 });
    expect(alone.lat).toBeCloseTo(6.2088, 6);
    expect(alone.lng).toBeCloseTo(-75.5676, 6);
  });

  it('splits a cluster at the zoom it names, and shows every listing past the last clustered zoom', () => {
    const clusters = new MarkerClusters(POINTS);
    const cluster = clusters.within(WORLD, 6).find((group) => group.kind === 'cluster')!;
    const zoom = clusters.splitZoom(cluster.kind === 'cluster' ? cluster.id : -1);
    expect(zoom).toBeGreaterThan(6);
    expect(clusters.within(WORLD, zoom).length).toBeGreaterThan(2);
    const each = clusters.within(WORLD, LAST_CLUSTERED_ZOOM + 1);
    expect(each.map((group) => (group.kind === 'listing' ? group.index : -1)).sort()).toEqual([0, 1, 2, 3]);
  });

  it('draws only what is inside the view', () => {
    const bogota = [-74.3, 4.4, -73.9, 4.9] as const;
    expect(new MarkerClusters(POINTS).within(bogota, 18).map((group) => group.kind)).toEqual([
      'listing',
      'listing',
      'listing',
    ]);
  });
});
