import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { PropertyDto } from '../lib/api-contract';
import { photosOrPlaceholders } from '../lib/carousel';
import { formatArea } from '../lib/format-area';
import { formatPrice } from '../lib/format-price';
import { photoSources } from '../lib/photo-sources';
import { StatusBadge } from './StatusBadge';
import classes from './ListingRow.module.css';

const TILE_WIDTH = 240;
const TILE_GAP = 16;

/** A listing as a small tile that is one link to its page: the cover, status, price, title and place. */
function ListingTile({ listing }: { listing: PropertyDto }) {
  const cover = photosOrPlaceholders(listing.photos)[0] ?? '';
  const place = [
    listing.municipality?.name,
    listing.bedrooms !== null ? `${listing.bedrooms} hab` : null,
    listing.area !== null ? formatArea(listing.area) : null,
  ].filter(Boolean);
  return (
    <Link to={`/propiedad/${listing.slug}`} className={classes.tile} aria-label={listing.title}>
      <div className={classes.media}>
        <img
          {...photoSources(cover, 320)}
          sizes={`${TILE_WIDTH}px`}
          alt=""
          loading="lazy"
          decoding="async"
          className={classes.photo}
        />
        <div className={classes.badge}>
          <StatusBadge status={listing.status} />
        </div>
      </div>
      <Stack gap={2} p="sm">
        <Text fw={700} c="teal.8">
          {formatPrice(listing.price, listing.status)}
        </Text>
        <Text size="sm" fw={600} lineClamp={2}>
          {listing.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {place.join(' · ')}
        </Text>
      </Stack>
    </Link>
  );
}

/**
 * A titled row of listing tiles that scrolls sideways: swiped on a phone, by the arrows (or Tab through the tiles)
 * on a desktop. Nothing at all when there are no listings.
 */
export function ListingRow({ title, listings }: { title: string; listings: readonly PropertyDto[] }) {
  const track = useRef<HTMLUListElement>(null);
  const { ref: measured, width } = useElementSize<HTMLUListElement>();
  const trackRef = useMergedRef(track, measured);
  const headingId = useId();
  if (listings.length === 0) return null;
  // Arrows only when some tiles are out of sight.
  const overflows = width > 0 && listings.length * (TILE_WIDTH + TILE_GAP) - TILE_GAP > width;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {overflows && (
          <Group gap={6} visibleFrom="sm">
            <ActionIcon variant="default" radius="xl" aria-label="Anteriores" onClick={() => scroll(-1)}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon variant="default" radius="xl" aria-label="Siguientes" onClick={() => scroll(1)}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <ul ref={trackRef} className={classes.track} style={{ gridAutoColumns: TILE_WIDTH, gap: TILE_GAP }}>
        {listings.map((listing) => (
          <li key={listing.id} className={classes.item}>
            <ListingTile listing={listing} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
