import { Badge, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useFavourites } from '../../../lib/favourites';
import { useCatalogueStore } from '../stores/catalogue-store';

/** Shows only the listings marked with the heart on this device, and back to the whole catalogue. */
export function FavouritesToggle() {
  const favouritesOnly = useCatalogueStore((state) => state.favouritesOnly);
  const setFavouritesOnly = useCatalogueStore((state) => state.setFavouritesOnly);
  const count = useFavourites((state) => state.ids.length);
  const Icon = favouritesOnly ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={favouritesOnly ? 'filled' : 'default'}
      color={favouritesOnly ? 'red' : undefined}
      leftSection={<Icon size={18} aria-hidden />}
      rightSection={count > 0 ? <Badge size="sm" circle variant={favouritesOnly ? 'white' : 'light'} color="red">{count}</Badge> : undefined}
      aria-pressed={favouritesOnly}
      onClick={() => setFavouritesOnly(!favouritesOnly)}
    >
      Favoritos
    </Button>
  );
}
