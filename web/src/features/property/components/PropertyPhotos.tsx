import { lazy, Suspense, useState } from 'react';
import { PhotoCarousel } from '../../../components/PhotoCarousel';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

const FullscreenGallery = lazy(async () => ({ default: (await import('../../../components/FullscreenGallery')).FullscreenGallery }));

/** The page's carousel with thumbnails, and the full-screen overlay it opens at the photo being shown. */
export function PropertyPhotos({ photos, title }: { photos: readonly string[]; title: string }) {
  const gallery = useLazyDialog();
  const [start, setStart] = useState(0);
  return (
    <>
      <PhotoCarousel
        photos={photos}
        alt={title}
        aspectRatio="16 / 9"
        thumbnails
        paused={gallery.opened}
        onExpand={(index) => {
          setStart(index);
          gallery.open();
        }}
      />
      <Suspense fallback={null}>
        {gallery.mounted && <FullscreenGallery photos={photos} alt={title} opened={gallery.opened} startIndex={start} onClose={gallery.close} />}
      </Suspense>
    </>
  );
}
