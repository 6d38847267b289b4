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

/** `card`: photo above the text; `compact`: a thumbnail beside it, a quarter of the height (above the catalogue). */
type TileLayout = 'card' | 'compact';

const TILE_WIDTH: Record<TileLayout, number> = { card: 240, compact: 280 };
const TILE_GAP = 16;

/** A listing as a small tile that is one link to its page: the cover, status, price, title and place. */
function ListingTile({ listing, layout }: { listing: PropertyDto; layout: TileLayout }) {
  const cover = photosOrPlaceholders(listing.photos)[0] ?? '';
  const place = [
    listing.municipality?.name,
    listing.bedrooms !== null ? `${listing.bedrooms} hab` : null,
    listing.area !== null ? formatArea(listing.area) : null,
  ].filter(Boolean);
  return (
    <Link to={`/propiedad/${listing.slug}`} className={classes.tile} data-layout={layout} aria-label={listing.title}>
      <div className={classes.media}>
        <img
          {...photoSources(cover, 320)}
          sizes={layout === 'card' ? `${TILE_WIDTH.card}px` : '96px'}
          alt=""
          loading="lazy"
          decoding="async"
          className={classes.photo}
        />
        {layout === 'card' && (
          <div className={classes.badge}>
            <StatusBadge status={listing.status} />
          </div>
        )}
      </div>
      <Stack gap={2} p="sm" miw={0}>
        <Text fw={700} c="teal.8">
          {formatPrice(listing.price, listing.status)}
        </Text>
        <Text size="sm" fw={600} lineClamp={layout === 'card' ? 2 : 1}>
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
export function ListingRow({
  title,
  listings,
  layout = 'card',
}: {
  title: string;
  listings: readonly PropertyDto[];
  layout?: TileLayout;
}) {
  const track = useRef<HTMLUListElement>(null);
  const { ref: measured, width } = useElementSize<HTMLUListElement>();
  const trackRef = useMergedRef(track, measured);
  const headingId = useId();
  if (listings.length === 0) return null;
  // Arrows only when some tiles are out of sight.
  const overflows = width > 0 && listings.length * (TILE_WIDTH[layout] + TILE_GAP) - TILE_GAP > width;
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size={layout === 'card' ? 'h3' : 'h4'} id={headingId}>
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
      <ul ref={trackRef} className={classes.track} style={{ gridAutoColumns: TILE_WIDTH[layout], gap: TILE_GAP }}>
        {listings.map((listing) => (
          <li key={listing.id} className={classes.item}>
            <ListingTile listing={listing} layout={layout} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
