import { useSyncExternalStore } from 'react';

let asked = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether any toast has been asked for on this page: until one is, the toasts' container and its code (some 15 KB)
 * stay out of the first load. False on the server, and so in the render that hydrates its markup.
 */
export const useToastsAsked = () =>
  useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );

/**
 * SPEC §2: at most one toast at a time. The newest replaces the one on screen rather than waiting in the
 * provider's queue (with `limit={1}` a failure would otherwise appear only after the previous toast closed).
 * The notifications module is imported on demand, like its container, to keep it out of first-load JavaScript.
 */
export async function showToast({
  title,
  message,
  variant = 'default',
}: {
  title: string;
  message: string;
  variant?: 'default' | 'destructive';
}) {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  // Shown into the notifications' store: the container, mounted meanwhile, draws what the store holds.
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  notifications.show({ title, message, color: variant === 'destructive' ? 'red' : 'teal', withCloseButton: true });
}
