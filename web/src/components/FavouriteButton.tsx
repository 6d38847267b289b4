import type { MouseEvent } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useFavourites, useIsFavourite } from '../lib/favourites';

/** SPEC §2: the local-only favourite toggle used on the card, the detail modal and the property page. */
export function FavouriteButton({ propertyId, variant = 'icon' }: { propertyId: string; variant?: 'icon' | 'button' }) {
  const isFavourite = useIsFavourite(propertyId);
  const toggle = useFavourites((state) => state.toggle);
  const label = isFavourite ? 'Quitar de favoritos' : 'Agregar a favoritos';
  const Heart = isFavourite ? IconHeartFilled : IconHeart;
  // Cards are links/clickable surfaces: the heart must not also open the property.
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggle(propertyId);
  };

  if (variant === 'button') {
    return (
      <Button
        variant={isFavourite ? 'light' : 'default'}
        color={isFavourite ? 'red' : undefined}
        leftSection={<Heart size={18} />}
        aria-label={label}
        aria-pressed={isFavourite}
        onClick={onClick}
        fullWidth
      >
        {isFavourite ? 'En favoritos' : 'Guardar en favoritos'}
      </Button>
    );
  }
  return (
    <ActionIcon
      variant="white"
      color={isFavourite ? 'red' : 'gray'}
      radius="xl"
      aria-label={label}
      aria-pressed={isFavourite}
      onClick={onClick}
    >
      <Heart size={18} />
    </ActionIcon>
  );
}
