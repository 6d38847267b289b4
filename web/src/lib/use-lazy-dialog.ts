import { useState } from 'react';

/**
 * Open/closed state for a lazily loaded dialog: its code is fetched on the first open only, and it stays
 * mounted afterwards so it can play its closing transition and hand focus back to the button that opened it.
 */
export function useLazyDialog() {
  const [state, setState] = useState({ opened: false, mounted: false });
  return {
    ...state,
    open: () => setState({ opened: true, mounted: true }),
    close: () => setState({ opened: false, mounted: true }),
  };
}
