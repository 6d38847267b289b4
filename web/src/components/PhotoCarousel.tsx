import { ActionIcon } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconArrowsMaximize, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { capitalized, PHOTO_WORDS, photosOrPlaceholders, type ImageWords } from '../lib/carousel';
import { photoSources } from '../lib/photo-sources';
import { useCarousel } from '../lib/use-carousel';
import classes from './PhotoCarousel.module.css';

type PhotoCarouselProps = {
  /** The listing's own photos; an empty list shows the one placeholder. */
  photos: readonly string[];
  /** What the photos show (the property title), for the images' alternative text. */
  alt: string;
  /** CSS aspect ratio of the photo box, fixed so the page never jumps while photos load. */
  aspectRatio?: string;
  /** Holds the carousel still, e.g. while a full-screen gallery shows the same photos. */
  paused?: boolean;
  /** A strip of thumbnails under the photo, in place of the dots. */
  thumbnails?: boolean;
  /** When given, a button opens the photos full screen at the one being shown. */
  onExpand?: (index: number) => void;
  /** How wide the photo is laid out (the `sizes` attribute), so the browser fetches the width it needs. */
  sizes?: string;
  /** What the images are called in the labels: photos unless told (a listing's plans). */
  words?: ImageWords;
};

/**
 * Light carousel (no carousel library: it is on `/`, whose first load has a size budget). One photo at a
 * time, advancing every 5 s when there is more than one, and holding still while it is off screen,
 * hovered, focused or `paused`, so nobody loses the photo they are looking at.
 */
export function PhotoCarousel({
  photos,
  alt,
  aspectRatio = '4 / 3',
  paused = false,
  thumbnails = false,
  onExpand,
  sizes = '(min-width: 62em) 60vw, 100vw',
  words = PHOTO_WORDS,
}: PhotoCarouselProps) {
  const { singular, plural } = words;
  const shown = photosOrPlaceholders(photos);
  const total = shown.length;
  // Off-screen carousels (most of a long catalogue) keep no timers running.
  const { ref: root, inViewport: onScreen } = useInViewport<HTMLDivElement>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, goTo, next, previous } = useCarousel(total, paused || hovered || focused || !onScreen);
  const describe = (position: number) =>
    photos.length > 0
      ? `${alt}, ${singular} ${position + 1} de ${total}`
      : `${alt}, sin ${plural} (imagen de referencia)`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };
  // Touch "hover" never ends, so only a real mouse pointer pauses it.
  const onPointer = (hovering: boolean) => (event: PointerEvent) =>
    event.pointerType === 'mouse' && setHovered(hovering);
  // Keyboard focus pauses; a mouse click also focuses the arrow, but leaving with the mouse should resume.
  const onFocus = (event: FocusEvent) => event.target.matches(':focus-visible') && setFocused(true);
  const onBlur = (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false);

  return (
    <div
      ref={root}
      role="group"
      aria-roledescription="carrusel"
      aria-label={`${capitalized(plural)} de ${alt}`}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={classes.frame} style={{ aspectRatio }}>
        <img
          key={shown[index]}
          className={classes.photo}
          {...photoSources(shown[index] ?? '')}
          sizes={sizes}
          alt={describe(index)}
          loading="lazy"
          decoding="async"
        />
        {total > 1 && (
          <>
            <ActionIcon
              className={`${classes.arrow} ${classes.previous}`}
              variant="white"
              color="dark"
              radius="xl"
              aria-label={`${capitalized(singular)} anterior`}
              onClick={previous}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon
              className={`${classes.arrow} ${classes.next}`}
              variant="white"
              color="dark"
              radius="xl"
              aria-label={`${capitalized(singular)} siguiente`}
              onClick={next}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
            {!thumbnails && (
              <div className={classes.dots}>
                {shown.map((_, position) => (
                  // The arrows are the keyboard path; twelve cards of six dots each would bury the page in tab stops.
                  <button
                    key={position}
                    type="button"
                    tabIndex={-1}
                    className={classes.dot}
                    aria-label={`Ver ${singular} ${position + 1}`}
                    aria-current={position === index}
                    onClick={() => goTo(position)}
                  />
                ))}
              </div>
            )}
          </>
        )}
        {/* One photo (or the placeholder) has nothing to count through, as it has no arrows. */}
        {total > 1 && (
          <span className={classes.counter}>
            {index + 1}/{total}
          </span>
        )}
        {onExpand && (
          <ActionIcon
            className={classes.expand}
            variant="white"
            color="dark"
            radius="xl"
            aria-label={`Ver ${plural} en pantalla completa`}
            onClick={() => onExpand(index)}
          >
            <IconArrowsMaximize size={16} />
          </ActionIcon>
        )}
      </div>
      {thumbnails && total > 1 && (
        <div className={classes.thumbnails}>
          {shown.map((photo, position) => (
            <button
              key={position}
              type="button"
              className={classes.thumbnail}
              aria-label={`Ver ${singular} ${position + 1}`}
              aria-current={position === index}
              onClick={() => goTo(position)}
            >
              <img {...photoSources(photo, 320)} sizes="120px" alt="" loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
