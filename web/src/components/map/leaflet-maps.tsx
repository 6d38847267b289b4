// Loaded only with a map (LazyMaps.tsx): Leaflet, its stylesheet and its marker images are never in the first load.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useEffectEvent, useRef } from 'react';
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
 * scrolls the page rather than dragging the map (the +/− buttons and the keyboard still move it). A map made to be
 * explored (the catalogue's) passes `options` that give some of that back.
 */
export function createMap(
  element: HTMLElement,
  tiles: MapConfig,
  centre: Point,
  label: string,
  options?: L.MapOptions,
) {
  const map = L.map(element, {
    center: [centre.lat, centre.lng],
    zoom: STREET_ZOOM,
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    keyboard: true,
    ...options,
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

/** A map whose pin the user places: a click moves it there, and it can be dragged. Follows `point` when it changes. */
export function PickerMap({
  point,
  onChange,
  tiles,
  label,
  height,
}: {
  point: Point;
  onChange: (point: Point) => void;
  tiles: MapConfig;
  label: string;
  height: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; marker: L.Marker } | null>(null);
  const { lat, lng } = point;
  const report = useEffectEvent((at: L.LatLng) => onChange({ lat: at.lat, lng: at.lng }));
  // Where the map is first drawn; afterwards a new point moves the pin (below) rather than drawing the map again.
  const firstPoint = useEffectEvent(() => ({ lat, lng }));

  useEffect(() => {
    const centre = firstPoint();
    const map = createMap(ref.current!, tiles, centre, label);
    const marker = L.marker([centre.lat, centre.lng], {
      draggable: true,
      autoPan: true,
      title: 'Ubicación de la propiedad',
    }).addTo(map);
    marker.on('dragend', () => report(marker.getLatLng()));
    map.on('click', (event: L.LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      report(event.latlng);
    });
    mapRef.current = { map, marker };
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [tiles, label]);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const at = current.marker.getLatLng();
    if (at.lat === lat && at.lng === lng) return;
    current.marker.setLatLng([lat, lng]);
    current.map.panTo([lat, lng]);
  }, [lat, lng]);

  return (
    <div
      ref={ref}
      data-testid="location-picker"
      style={{ height, width: '100%', borderRadius: 8, isolation: 'isolate' }}
    />
  );
}
