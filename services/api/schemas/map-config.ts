import { z } from 'zod';

/** Where the web's maps take their tiles from, and whom they credit (Leaflet's attribution control, HTML). */
export const MapConfigSchema = z.object({
  /** A Leaflet URL template: `{z}`, `{x}`, `{y}` (and optionally `{s}`). */
  tilesUrl: z.string(),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;

/**
 * OpenStreetMap's standard tiles, credited as its tile usage policy asks (a visible "© OpenStreetMap contributors"
 * linked to the copyright page). Light use by a site's visitors is within that policy; heavy traffic needs another
 * provider (MAP_TILES_URL and MAP_TILES_ATTRIBUTION).
 */
export const DEFAULT_MAP_CONFIG: MapConfig = {
  tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
};

/** Where the admin's location map starts for a listing with no point yet: each municipality's seat. */
export const MunicipalityCentresSchema = z.array(
  z.object({ municipalityId: z.string(), lat: z.number(), lng: z.number() }),
);
