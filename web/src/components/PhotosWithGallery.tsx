import { lazy, Suspense, useState } from 'react';
import type { ImageWords } from '../lib/carousel';
import { useLazyDialog } from '../lib/use-lazy-dialog';
import { PhotoCarousel } from './PhotoCarousel';

const FullscreenGallery = lazy(async () => ({ default: (await import('./FullscreenGallery')).FullscreenGallery }));

/**
 * A carousel with thumbnails that opens the full-screen gallery at the photo being shown, and stays still
 * while the gallery is open. `onGalleryChange` tells a surrounding dialog, so Esc closes only the gallery.
 */
export function PhotosWithGallery({
  photos,
  title,
  onGalleryChange,
  words,
}: {
  photos: readonly string[];
  title: string;
  onGalleryChange?: (opened: boolean) => void;
  /** What the images are called: photos unless told (a listing's plans). */
  words?: ImageWords;
}) {
  const gallery = useLazyDialog();
  const [start, setStart] = useState(0);
  return (
    <>
      <PhotoCarousel
        photos={photos}
        alt={title}
        aspectRatio="16 / 9"
        thumbnails
        words={words}
        paused={gallery.opened}
        // The placeholder is no photo to look at full screen.
        onExpand={
          photos.length > 0
            ? (index) => {
                setStart(index);
                gallery.open();
                onGalleryChange?.(true);
              }
            : undefined
        }
      />
      <Suspense fallback={null}>
        {gallery.mounted && (
          <FullscreenGallery
            photos={photos}
            alt={title}
            opened={gallery.opened}
            startIndex={start}
            words={words}
            onClose={() => {
              gallery.close();
              onGalleryChange?.(false);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
