// Loaded only with a map (LazyMaps.tsx): Leaflet, its stylesheet and its marker images are never in the first load.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import type { MapConfig } from '../../lib/api-contract';

// Leaflet finds its default marker images by a path guessed from its stylesheet, which a bundle does not keep.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;

// The build keeps one stylesheet for the whole app (vite.config.ts): Leaflet's comes with its code instead.
const style = document.createElement('style');
style.dataset.leaflet = '';
style.textContent = leafletCss;
document.head.append(style);

export interface Point {
  lat: number;
  lng: number;
}

const STREET_ZOOM = 15;

/**
 * A Leaflet map in `element` that never takes the page's scroll: no wheel zoom, and on a touch screen one finger
 * scrolls the page rather than dragging the map (the +/− buttons and the keyboard still move it).
 */
function createMap(element: HTMLElement, tiles: MapConfig, centre: Point, label: string) {
  const map = L.map(element, {
    center: [centre.lat, centre.lng],
    zoom: STREET_ZOOM,
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    keyboard: true,
  });
  L.tileLayer(tiles.tilesUrl, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  map.attributionControl.setPrefix(false);
  element.setAttribute('aria-label', label);
  element.setAttribute('role', 'region');
  return map;
}

/** The listing's shown point: an area of `radius` metres when approximate, a marker when exact. */
export function PointMap({
  point,
  approximate,
  radius,
  tiles,
  label,
  height,
}: {
  point: Point;
  approximate: boolean;
  radius: number;
  tiles: MapConfig;
  label: string;
  height: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { lat, lng } = point;
  useEffect(() => {
    const map = createMap(ref.current!, tiles, { lat, lng }, label);
    if (approximate) {
      const area = L.circle([lat, lng], { radius, color: '#0ca678', weight: 2, fillOpacity: 0.2 }).addTo(map);
      map.fitBounds(area.getBounds(), { padding: [16, 16] });
    } else L.marker([lat, lng], { keyboard: false }).addTo(map);
    return () => void map.remove();
  }, [lat, lng, approximate, radius, tiles, label]);
  return (
    <div
      ref={ref}
      data-testid="property-map"
      style={{ height, width: '100%', borderRadius: 8, isolation: 'isolate' }}
    />
  );
}
