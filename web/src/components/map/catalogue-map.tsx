// Loaded only with the catalogue's map view (LazyMaps.tsx), with Leaflet's chunk and the clustering library.
import { Box, Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PropertyPoint } from '../../../../services/api/schemas/property-points';
import type { MapConfig } from '../../lib/api-contract';
import { formatPrice } from '../../lib/format-price';
import { shortPrice } from '../../lib/short-price';
import { roundBbox, type Bbox } from '../../lib/map-area';
import { createMap } from './leaflet-maps';
import { MapListingCard } from './MapListingCard';
import { MarkerClusters, type MarkerGroup } from './marker-clusters';

// The markers' looks: a price label pointing at its place, and a numbered circle for a group (injected with the chunk,
// as Leaflet's own stylesheet is: the app's single stylesheet does not carry what only this map uses).
const style = document.createElement('style');
style.dataset.catalogueMap = '';
style.textContent = `
.catalogue-price-marker > span {
  position: absolute; left: 0; top: 0; transform: translate(-50%, calc(-100% - 7px));
  padding: 3px 8px; border-radius: 14px; white-space: nowrap; cursor: pointer;
  font: 700 13px/18px system-ui, sans-serif; color: #fff; background: #0b7285;
  box-shadow: 0 1px 4px rgba(0,0,0,.35); border: 2px solid #fff;
}
.catalogue-price-marker > span::after {
  content: ''; position: absolute; left: 50%; bottom: -7px; margin-left: -6px;
  border: 6px solid transparent; border-bottom: 0; border-top-color: #fff;
}
.catalogue-price-marker.is-selected > span { background: #e8590c; z-index: 1; }
.catalogue-price-marker:focus-visible { outline: none; }
.catalogue-price-marker:focus-visible > span { outline: 3px solid #1c7ed6; outline-offset: 2px; }
.catalogue-cluster-marker {
  display: flex; align-items: center; justify-content: center; border-radius: 50%; cursor: pointer;
  font: 700 14px system-ui, sans-serif; color: #fff; background: rgba(12, 166, 120, .9);
  box-shadow: 0 0 0 6px rgba(12, 166, 120, .3), 0 1px 4px rgba(0,0,0,.35);
}
.catalogue-cluster-marker:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 4px; }
`;
document.head.append(style);

/** Mainland Colombia: what the map shows when no listing has a place to show. */
const COLOMBIA: L.LatLngBoundsExpression = [
  [-4.3, -79.1],
  [12.6, -66.8],
];
const COLOMBIA_CENTRE = { lat: 4.6, lng: -74.1 };

const clusterSize = (count: number) => (count < 10 ? 36 : count < 100 ? 44 : 52);

function clusterMarker(group: Extract<MarkerGroup, { kind: 'cluster' }>) {
  const size = clusterSize(group.count);
  const marker = L.marker([group.lat, group.lng], {
    icon: L.divIcon({ className: 'catalogue-cluster-marker', html: String(group.count), iconSize: [size, size] }),
  });
  marker.once('add', () => marker.getElement()?.setAttribute('aria-label', `${group.count} propiedades: acercar`));
  return marker;
}

function priceMarker(point: PropertyPoint, selected: boolean) {
  const label = document.createElement('span');
  label.textContent = shortPrice(point.price);
  const marker = L.marker([point.lat, point.lng], {
    icon: L.divIcon({
      className: `catalogue-price-marker${selected ? ' is-selected' : ''}`,
      html: label,
      iconSize: [0, 0],
    }),
    zIndexOffset: selected ? 1000 : 0,
  });
  marker.once('add', () =>
    marker.getElement()?.setAttribute('aria-label', `${point.title}, ${formatPrice(point.price, point.status)}`),
  );
  return marker;
}

/** A marker answers the mouse and, once Tab has reached it, Enter (Leaflet only fires `keypress` for it). */
function onActivate(marker: L.Marker, action: (byKeyboard: boolean) => void) {
  marker.on('click', () => action(false));
  marker.on('keypress', (event) => {
    if ((event as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') action(true);
  });
}

const boundsOf = (box: Bbox): L.LatLngBoundsExpression => [
  [box[1], box[0]],
  [box[3], box[2]],
];

/**
 * The catalogue's listings on a map: price markers, grouped into numbered circles where they crowd (a circle zooms in
 * on click), the chosen listing's card, and «Buscar en esta zona» once the visitor has moved the map. It first shows
 * `zone` when there is one (a shared address), otherwise every marker; a new set of listings is shown whole again,
 * unless a zone is set (then the visitor stays where they searched).
 */
export function CatalogueMap({
  points,
  zone,
  onSearchZone,
  tiles,
  height,
}: {
  points: readonly PropertyPoint[];
  zone: Bbox | null;
  onSearchZone: (zone: Bbox) => void;
  tiles: MapConfig;
  height: number | string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; markers: L.LayerGroup } | null>(null);
  const clusters = useRef<MarkerClusters | null>(null);
  const fitted = useRef(false);
  /** What the map was last fitted to: fitted again when its box changes size before the visitor has moved it. */
  const lastFit = useRef<L.LatLngBoundsExpression | null>(null);
  // True while the map moves by itself (fitting the listings): only the visitor's moves offer «Buscar en esta zona».
  const automatic = useRef(false);
  const movedByVisitor = useRef(false);
  // The chosen listing by id: when new points arrive without it (another zone, other filters), its card goes.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = points.find((point) => point.id === selectedId) ?? null;
  const [moved, setMoved] = useState(false);

  const draw = useEffectEvent(() => {
    const current = mapRef.current;
    if (!current || !clusters.current) return;
    const { map, markers } = current;
    const view = map.getBounds();
    const groups = clusters.current.within(
      [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()],
      map.getZoom(),
    );
    markers.clearLayers();
    for (const group of groups) {
      if (group.kind === 'cluster') {
        const marker = clusterMarker(group);
        const zoom = Math.min(clusters.current.splitZoom(group.id), map.getMaxZoom());
        onActivate(marker, (byKeyboard) => {
          // The circle is drawn anew after the zoom: the keyboard's focus goes back to the map, not to the page's top.
          if (byKeyboard) map.getContainer().focus({ preventScroll: true });
          map.setView([group.lat, group.lng], zoom);
        });
        markers.addLayer(marker);
      } else {
        const point = points[group.index]!;
        const marker = priceMarker(point, point.id === selectedId);
        onActivate(marker, () => setSelectedId(point.id));
        markers.addLayer(marker);
      }
    }
  });

  /** Moves the map to `bounds` without counting it as the visitor's move (animate: false ends it at once). */
  const fit = useEffectEvent((bounds: L.LatLngBoundsExpression) => {
    const map = mapRef.current?.map;
    if (!map) return;
    lastFit.current = bounds;
    automatic.current = true;
    map.fitBounds(bounds, { animate: false, padding: [40, 40], maxZoom: 15 });
    automatic.current = false;
    movedByVisitor.current = false;
    setMoved(false);
  });

  useEffect(() => {
    const map = createMap(ref.current!, tiles, COLOMBIA_CENTRE, 'Mapa de propiedades', {
      zoom: 5,
      // Made to be explored: one finger moves it on a phone (the page still scrolls beside and below it), and on a
      // computer the wheel zooms it, as on every property portal's map.
      dragging: true,
      scrollWheelZoom: !L.Browser.mobile,
    });
    // Bottom left: on the right the site's floating WhatsApp button would cover the tiles' required credit.
    map.attributionControl.setPosition('bottomleft');
    const markers = L.layerGroup().addTo(map);
    mapRef.current = { map, markers };
    map.on('moveend', () => {
      // For tests and tools that ask the page how far in the map is.
      map.getContainer().dataset.zoom = String(map.getZoom());
      draw();
      if (automatic.current) return;
      movedByVisitor.current = true;
      setMoved(true);
    });
    map.on('click', () => setSelectedId(null));
    // Leaflet measures its box once; the page around it may still settle (a phone's address bar, the list's column).
    const resized = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      if (lastFit.current && !movedByVisitor.current) fit(lastFit.current);
      else draw();
    });
    resized.observe(ref.current!);
    return () => {
      resized.disconnect();
      mapRef.current = null;
      fitted.current = false;
      map.remove();
    };
  }, [tiles]);

  useEffect(() => {
    clusters.current = new MarkerClusters(points);
    if (!fitted.current && zone) fit(boundsOf(zone));
    else if (!zone) {
      if (points.length > 0) fit(L.latLngBounds(points.map((point) => [point.lat, point.lng])));
      else fit(COLOMBIA);
    }
    fitted.current = true;
    draw();
  }, [points, zone]);

  // The chosen marker stands out.
  useEffect(() => draw(), [selectedId]);

  const searchHere = () => {
    const view = mapRef.current?.map.getBounds();
    if (!view) return;
    setMoved(false);
    setSelectedId(null);
    onSearchZone(roundBbox([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()]));
  };

  return (
    <Box pos="relative" h={height}>
      <div
        ref={ref}
        data-testid="catalogue-map"
        style={{ height: '100%', width: '100%', borderRadius: 8, isolation: 'isolate' }}
      />
      {moved && (
        <Button
          pos="absolute"
          top={12}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 1000 }}
          radius="xl"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={searchHere}
        >
          Buscar en esta zona
        </Button>
      )}
      {selected && (
        <Box pos="absolute" bottom={12} left={12} right={12} style={{ zIndex: 1000 }}>
          <MapListingCard point={selected} onClose={() => setSelectedId(null)} />
        </Box>
      )}
    </Box>
  );
}
