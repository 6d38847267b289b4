import { Text } from '@mantine/core';

const km = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** «a 2,4 km» on a card, when the list is sorted by distance and the listing has a point. */
export function DistanceLabel({ distanceKm }: { distanceKm: number | undefined }) {
  if (distanceKm === undefined) return null;
  return (
    <Text size="sm" c="teal.8" fw={500}>
      a {km.format(distanceKm)} km
    </Text>
  );
}
