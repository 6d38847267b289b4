import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useRef } from 'react';

// Toasts come after the first paint, so their container (and its transitions) is not first-load JavaScript.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * SPEC §9: F8 focuses the notifications region, from anywhere (inside a field too), so a keyboard or screen-reader
 * user reaches a toast's close button or action with the next Tab. One named region holds Mantine's containers
 * (rendered here rather than in a portal); it is there before their code loads, so F8 always has somewhere to go.
 * One toast at a time, 5 s each (SPEC §9).
 */
export function NotificationsRegion() {
  const region = useRef<HTMLDivElement>(null);
  // The region sits before the page: focusing it must not scroll the visitor away from what they were reading.
  useHotkeys([['F8', () => region.current?.focus({ preventScroll: true })]], []);
  return (
    <div ref={region} role="region" aria-label="Notificaciones (F8)" tabIndex={-1}>
      <Suspense fallback={null}>
        <Notifications limit={1} autoClose={5000} position="bottom-right" withinPortal={false} />
      </Suspense>
    </div>
  );
}
