import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useMapConfig } from '../../api/map-config';
import type { MapConfig } from '../../lib/api-contract';
import { useHydrated } from '../../lib/use-hydrated';

const maps = () => import('./leaflet-maps');
const PointMapCode = lazy(() => maps().then((module) => ({ default: module.PointMap })));
const PickerMapCode = lazy(() => maps().then((module) => ({ default: module.PickerMap })));
// Its own chunk (Leaflet's comes with it): the clustering library is downloaded only by those who open the map view.
const CatalogueMapCode = lazy(async () => ({ default: (await import('./catalogue-map')).CatalogueMap }));

type WithoutTiles<T> = Omit<T, 'tiles'>;

/**
 * Leaflet's code and the tile source come only when a map is drawn, in the browser (the server's first render and
 * the first paint show a placeholder of the map's size, so nothing moves when it arrives).
 */
function LazyMap({ render, height }: { render: (tiles: MapConfig) => ReactNode; height: number | string }) {
  const hydrated = useHydrated();
  const tiles = useMapConfig();
  const placeholder = <Skeleton h={height} radius="md" animate={false} />;
  if (!hydrated || !tiles) return placeholder;
  return <Suspense fallback={placeholder}>{render(tiles)}</Suspense>;
}

export function PointMap(props: WithoutTiles<ComponentProps<typeof PointMapCode>>) {
  return <LazyMap height={props.height} render={(tiles) => <PointMapCode {...props} tiles={tiles} />} />;
}

export function PickerMap(props: WithoutTiles<ComponentProps<typeof PickerMapCode>>) {
  return <LazyMap height={props.height} render={(tiles) => <PickerMapCode {...props} tiles={tiles} />} />;
}

export function CatalogueMap(props: WithoutTiles<ComponentProps<typeof CatalogueMapCode>>) {
  return <LazyMap height={props.height} render={(tiles) => <CatalogueMapCode {...props} tiles={tiles} />} />;
}
