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
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  notifications.show({ title, message, color: variant === 'destructive' ? 'red' : 'teal', withCloseButton: true });
}
