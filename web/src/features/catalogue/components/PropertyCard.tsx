import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCar, IconEdit } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { ChatButton } from '../../../components/ChatButton';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { PhotoCarousel } from '../../../components/PhotoCarousel';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatPrice } from '../../../lib/format-price';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import type { Listing } from '../api/get-properties';
import { DistanceLabel } from './DistanceLabel';
import classes from './PropertyCard.module.css';
import { formatArea } from '../../../lib/format-area';
import { countOf } from '../../../lib/spanish-count';
import { compactCosts } from '../../../lib/property-costs';

// Neither dialog is part of the catalogue's first load: each is fetched when a visitor first opens it.
const PropertyDetailModal = lazy(async () => ({
  default: (await import('./PropertyDetailModal')).PropertyDetailModal,
}));
const TourModal = lazy(async () => ({ default: (await import('../../../components/TourModal')).TourModal }));

/** SPEC §2 listing card. `list` puts the photo left of the text on wider screens. */
export function PropertyCard({ listing, layout = 'grid' }: { listing: Listing; layout?: 'grid' | 'list' }) {
  const { user } = useCurrentUser();
  const details = useLazyDialog();
  const tour = useLazyDialog();
  const tourUrl = listing.matterportUrl ?? '';
  const facts = [
    listing.bedrooms !== null ? `${listing.bedrooms} hab` : null,
    listing.bathrooms !== null ? countOf(listing.bathrooms, 'baño', 'baños') : null,
    listing.area !== null ? formatArea(listing.area) : null,
  ].filter((fact) => fact !== null);
  const costs = compactCosts(listing);

  return (
    <Card withBorder radius="md" padding={0} component="article" aria-label={listing.title}>
      <div className={classes.layout} data-layout={layout}>
        <div className={classes.media}>
          {/* The detail modal runs its own carousel over the same photos: this one waits meanwhile. */}
          <PhotoCarousel
            photos={listing.photos}
            alt={listing.title}
            paused={details.opened}
            sizes="(min-width: 75em) 25vw, (min-width: 48em) 50vw, 100vw"
          />
          <div className={classes.overlayStart}>
            <StatusBadge status={listing.status} />
          </div>
          <div className={classes.overlayEnd}>
            {tourUrl !== '' && (
              <Button
                size="compact-sm"
                variant="white"
                color="dark"
                radius="xl"
                aria-label="Ver tour 360°"
                onClick={tour.open}
              >
                360°
              </Button>
            )}
            <FavouriteButton propertyId={listing.id} />
          </div>
        </div>
        <Stack className={classes.body} gap={4} p="md">
          {/* A real link: crawlers follow it and a middle-click opens the page in a new tab. */}
          <Anchor component={Link} to={`/propiedad/${listing.slug}`} c="inherit" fw={600} lineClamp={2}>
            {listing.title}
          </Anchor>
          <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
            <Text fw={700} size="lg" c="teal.8">
              {formatPrice(listing.price, listing.status)}
            </Text>
            {costs.pricePerM2 && (
              <Text size="xs" c="dimmed" className={classes.nowrap}>
                {costs.pricePerM2}
              </Text>
            )}
          </Group>
          {costs.summary && (
            <Text size="xs" c="dimmed">
              {costs.summary}
            </Text>
          )}
          <Text size="sm" c="dimmed" lineClamp={1}>
            {listing.address}
          </Text>
          <DistanceLabel distanceKm={listing.distanceKm} />
          <Group gap="md">
            {facts.map((fact) => (
              <Text key={fact} size="sm">
                {fact}
              </Text>
            ))}
            <ParkingFact count={listing.parkingSpaces} />
          </Group>
          <Group gap="xs" mt="auto" pt="xs" wrap="nowrap">
            <Button variant="light" className={classes.detailsButton} onClick={details.open}>
              Ver Detalles
            </Button>
            <ChatButton property={listing} variant="icon" />
            {user && (
              <Button
                component={Link}
                to={`/admin?edit=${encodeURIComponent(listing.id)}`}
                variant="default"
                leftSection={<IconEdit size={16} />}
              >
                Editar
              </Button>
            )}
          </Group>
        </Stack>
      </div>
      <Suspense fallback={null}>
        {details.mounted && <PropertyDetailModal property={listing} opened={details.opened} onClose={details.close} />}
        {tour.mounted && <TourModal url={tourUrl} title={listing.title} opened={tour.opened} onClose={tour.close} />}
      </Suspense>
    </Card>
  );
}

/**
 * Parking, which Colombian buyers filter by (issue 39 §6): a car and the count, read out as «2 parqueaderos». A
 * listing with none says nothing, rather than a «0» that reads like a missing figure.
 */
function ParkingFact({ count }: { count: number | null }) {
  if (!count) return null;
  const label = countOf(count, 'parqueadero', 'parqueaderos');
  return (
    <Text size="sm" className={classes.iconFact} role="img" aria-label={label} title={label}>
      <IconCar size={16} aria-hidden />
      {count.toLocaleString('es-CO')}
    </Text>
  );
}
