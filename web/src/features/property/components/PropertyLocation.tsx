import { Stack, Text, Title } from '@mantine/core';
import { PointMap } from '../../../components/map/LazyMaps';
import { APPROXIMATE_RADIUS_M } from '../../../lib/api-contract';
import type { Property } from '../api/get-property';

/** Where the listing is: its area (about 300 m) unless the admin chose to show the exact point; nothing without one. */
export function PropertyLocation({ property }: { property: Property }) {
  const { location } = property;
  if (!location) return null;
  const caption = location.approximate ? 'Ubicación aproximada' : 'Ubicación exacta';
  return (
    <Stack gap="xs" component="section" aria-labelledby="property-location-title">
      <Title order={2} size="h4" id="property-location-title">
        Ubicación
      </Title>
      <PointMap
        point={location}
        approximate={location.approximate}
        radius={APPROXIMATE_RADIUS_M}
        label={`Mapa: ${caption.toLowerCase()} de la propiedad`}
        height={260}
      />
      <Text size="sm" c="dimmed">
        {caption}
        {location.approximate ? ` (en un radio de unos ${APPROXIMATE_RADIUS_M} m)` : ''}
      </Text>
    </Stack>
  );
}
