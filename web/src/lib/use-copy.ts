import { useEffect, useRef, useState } from 'react';
import { showToast } from './toast';

/** SPEC §9: the Copiado confirmation and the copied-text highlight last 2 s. */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and says so with a toast; `copied` stays true for 2 s after a success.
 * A refused copy (no permission, insecure page) shows the failure toast instead of pretending.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string, toasts: { success: { title: string; message: string }; failure: string }) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      void showToast({ title: 'Error', message: toasts.failure, variant: 'destructive' });
      return;
    }
    void showToast(toasts.success);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy };
}
