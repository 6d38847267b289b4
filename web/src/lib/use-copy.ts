import { useClipboard } from '@mantine/hooks';
import { useEffect, useState } from 'react';
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
  // A new object per copy, so even an outcome React renders together with the copy itself is seen.
  const [pending, setPending] = useState<CopyToasts | null>(null);

  useEffect(() => {
    if (!pending || (!clipboard.copied && !clipboard.error)) return;
    setPending(null);
    void showToast(clipboard.error ? { title: 'Error', message: pending.failure, variant: 'destructive' } : pending.success);
  }, [pending, clipboard.copied, clipboard.error]);

  const copy = (text: string, toasts: CopyToasts) => {
    // Cleared first, so that what is seen next is this copy's outcome, not the last one's.
    clipboard.reset();
    setPending({ ...toasts });
    clipboard.copy(text);
  };
  return { copied: clipboard.copied, copy };
}
