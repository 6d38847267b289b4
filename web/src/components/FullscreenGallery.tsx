import { ActionIcon, Modal } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { capitalized, PHOTO_WORDS, photosOrPlaceholders, type ImageWords } from '../lib/carousel';
import { photoSources } from '../lib/photo-sources';
import { useCarousel } from '../lib/use-carousel';
import classes from './FullscreenGallery.module.css';

type FullscreenGalleryProps = {
  photos: readonly string[];
  alt: string;
  opened: boolean;
  /** The photo to open at, normally the one the carousel was showing. */
  startIndex: number;
  onClose: () => void;
  /** What the images are called in the labels: photos unless told (a listing's plans). */
  words?: ImageWords;
};

/**
 * The photos one at a time over the whole screen: arrows or ←/→ to move, Esc or the close button to leave.
 * Lazy-loaded by its callers; above any other dialog, since it opens from the detail modal.
 */
export function FullscreenGallery({ photos, alt, opened, startIndex, onClose, words }: FullscreenGalleryProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      zIndex={400}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <Modal.Content classNames={{ content: classes.content }}>
        {/* Mounted per opening, so every opening starts at the photo it was asked for. */}
        <GalleryStage photos={photos} alt={alt} startIndex={startIndex} words={words} />
      </Modal.Content>
    </Modal.Root>
  );
}

function GalleryStage({
  photos,
  alt,
  startIndex,
  words = PHOTO_WORDS,
}: Omit<FullscreenGalleryProps, 'opened' | 'onClose'>) {
  const { singular } = words;
  const shown = photosOrPlaceholders(photos);
  const total = shown.length;
  // The visitor is looking closely at each photo: no auto-advance here.
  const { index, next, previous } = useCarousel(total, true, startIndex);

  useWindowEvent('keydown', (event) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  });

  return (
    <>
      <Modal.Header className={classes.header}>
        <Modal.Title className={classes.title}>{alt}</Modal.Title>
        {total > 1 && (
          <span className={classes.counter} aria-live="polite">
            {index + 1}/{total}
          </span>
        )}
        <Modal.CloseButton aria-label="Cerrar galería" variant="transparent" c="white" size="lg" />
      </Modal.Header>
      <div className={classes.stage}>
        <img
          key={shown[index]}
          className={classes.photo}
          {...photoSources(shown[index] ?? '', 1280)}
          sizes="100vw"
          alt={`${alt}, ${singular} ${index + 1} de ${total}`}
          decoding="async"
        />
        {total > 1 && (
          <>
            <ActionIcon
              className={`${classes.arrow} ${classes.previous}`}
              variant="white"
              color="dark"
              radius="xl"
              size="xl"
              aria-label={`${capitalized(singular)} anterior`}
              onClick={previous}
            >
              <IconChevronLeft />
            </ActionIcon>
            <ActionIcon
              className={`${classes.arrow} ${classes.next}`}
              variant="white"
              color="dark"
              radius="xl"
              size="xl"
              aria-label={`${capitalized(singular)} siguiente`}
              onClick={next}
            >
              <IconChevronRight />
            </ActionIcon>
          </>
        )}
      </div>
    </>
  );
}
