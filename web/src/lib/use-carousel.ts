import { useCallback, useEffect, useState } from 'react';
import { autoAdvanceDelay, wrapIndex } from './carousel';

/**
 * The photo shown by a carousel of `total` photos, moving on every 5 s unless paused. Every change,
 * by hand or by timer, restarts the countdown, so a photo someone just chose gets its full 5 s.
 */
export function useCarousel(total: number, paused: boolean, startIndex = 0) {
  const [rawIndex, setIndex] = useState(startIndex);
  // Photos can be removed while the carousel is mounted: the index always points at one that exists.
  const index = wrapIndex(rawIndex, total);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, total)), [total]);
  const delay = autoAdvanceDelay(total, paused);

  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => setIndex(wrapIndex(index + 1, total)), delay);
    return () => window.clearTimeout(timer);
  }, [delay, index, total]);

  return { index, goTo, next: () => goTo(index + 1), previous: () => goTo(index - 1) };
}
