import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { formatPrice } from '../../../lib/format-price';
import { STATUS_COLOR, STATUS_LABEL } from '../../../lib/status';
import type { Listing } from '../api/get-properties';

/** Stable per listing, so the same placeholder shows on every visit. */
const placeholderFor = (id: string) => `/placeholders/${(([...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 6) + 1)}.svg`;

export function PropertyCard({ listing }: { listing: Listing }) {
  const facts = [
    listing.bedrooms !== null ? `${listing.bedrooms} hab` : null,
    listing.bathrooms !== null ? `${listing.bathrooms} baños` : null,
    listing.area !== null ? `${listing.area} m²` : null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={listing.title}>
      <Card.Section pos="relative">
        <Image
          src={listing.photos[0] ?? placeholderFor(listing.id)}
          alt={listing.title}
          h={200}
          loading="lazy"
          // Fixed aspect box: no layout jump when the photo arrives.
          style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
        <Badge pos="absolute" top={10} left={10} color={STATUS_COLOR[listing.status] ?? 'gray'}>
          {STATUS_LABEL[listing.status] ?? listing.status}
        </Badge>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={2}>{listing.title}</Text>
        <Text fw={700} size="lg" c="teal.8">{formatPrice(listing.price, listing.status)}</Text>
        <Text size="sm" c="dimmed" lineClamp={1}>{listing.address}</Text>
        <Group gap="md">
          {facts.map((fact) => <Text key={fact} size="sm">{fact}</Text>)}
        </Group>
        <Button component="a" href={`/propiedad/${listing.slug}`} variant="light" mt="xs">Ver Detalles</Button>
      </Stack>
    </Card>
  );
}
