import { Badge, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useFavourites } from '../../../lib/favourites';
import { useCatalogueView } from '../stores/catalogue-view';

/** Shows only the listings marked with the heart on this device, and back to the whole catalogue. */
export function FavouritesToggle() {
  const favouritesOnly = useCatalogueView((state) => state.favouritesOnly);
  const setFavouritesOnly = useCatalogueView((state) => state.setFavouritesOnly);
  const count = useFavourites((state) => state.ids.length);
  const Icon = favouritesOnly ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={favouritesOnly ? 'filled' : 'default'}
      color={favouritesOnly ? 'red' : undefined}
      leftSection={<Icon size={18} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle variant={favouritesOnly ? 'white' : 'light'} color="red">
            {count}
          </Badge>
        ) : undefined
      }
      aria-pressed={favouritesOnly}
      onClick={() => setFavouritesOnly(!favouritesOnly)}
    >
      Favoritos
    </Button>
  );
}
