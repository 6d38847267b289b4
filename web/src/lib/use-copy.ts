import { useClipboard } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { showToast } from './toast';

/** SPEC §9: the Copiado confirmation and the copied-text highlight last 2 s. */
export const COPIED_MS = 2000;

type CopyToasts = { success: { title: string; message: string }; failure: string };

/**
 * Copies text to the clipboard and says so with a toast; `copied` stays true for 2 s after a success.
 * A refused copy (no permission, insecure page) shows the failure toast instead of pretending.
 */
export function useCopy() {
  const clipboard = useClipboard({ timeout: COPIED_MS });
  // The toasts of the copy under way, shown once its outcome arrives: Mantine's `copy` reports it only as state.
  const pending = useRef<CopyToasts | null>(null);
  // Counts the copies, so that an outcome React renders together with its copy still runs the effect.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    const toasts = pending.current;
    if (!toasts || (!clipboard.copied && !clipboard.error)) return;
    pending.current = null;
    void showToast(
      clipboard.error ? { title: 'Error', message: toasts.failure, variant: 'destructive' } : toasts.success,
    );
  }, [copies, clipboard.copied, clipboard.error]);

  const copy = (text: string, toasts: CopyToasts) => {
    // Cleared first, so that what is seen next is this copy's outcome, not the last one's.
    clipboard.reset();
    pending.current = toasts;
    setCopies((count) => count + 1);
    clipboard.copy(text);
  };
  return { copied: clipboard.copied, copy };
}
