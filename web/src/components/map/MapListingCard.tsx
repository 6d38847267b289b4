import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PropertyPoint } from '../../../../services/api/schemas/property-points';
import { formatArea } from '../../lib/format-area';
import { formatPrice } from '../../lib/format-price';
import { photoSources } from '../../lib/photo-sources';

/** The listing of a marker the visitor chose: enough to decide whether to open it, and the link that does. */
export function MapListingCard({ point, onClose }: { point: PropertyPoint; onClose: () => void }) {
  const place = [point.neighbourhood, point.municipality].filter(Boolean).join(', ');
  const facts = [
    point.bedrooms !== null ? `${point.bedrooms} hab` : null,
    point.area !== null ? formatArea(point.area) : null,
  ].filter((fact) => fact !== null);
  return (
    <Paper
      component="article"
      aria-label={point.title}
      data-testid="map-listing-card"
      shadow="md"
      radius="md"
      withBorder
      p="xs"
      w="100%"
      maw={420}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {point.photo && (
          <img
            {...photoSources(point.photo, 320)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
          />
        )}
        <Stack gap={2} miw={0} flex={1}>
          <Text fw={700} size="lg" c="teal.8">
            {formatPrice(point.price, point.status)}
          </Text>
          <Anchor component={Link} to={`/propiedad/${point.slug}`} c="inherit" fw={600} size="sm" lineClamp={2}>
            {point.title}
          </Anchor>
          {place && (
            <Text size="sm" c="dimmed" truncate>
              {place}
            </Text>
          )}
          {facts.length > 0 && <Text size="sm">{facts.join(' · ')}</Text>}
        </Stack>
        <CloseButton size="sm" aria-label="Cerrar" onClick={onClose} />
      </Group>
    </Paper>
  );
}
