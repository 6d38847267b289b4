import { create } from 'zustand';

export type ViewLayout = 'grid' | 'list';

/**
 * What the catalogue keeps on this device only. The filters and the AI search are not here: they live in the
 * address (hooks/use-catalogue-params.ts), and the AI answer in SWR's cache (api/search-properties.ts).
 */
interface CatalogueViewState {
  layout: ViewLayout;
  /** Only the listings marked as favourite on this device. */
  favouritesOnly: boolean;
  /** AI mode switched on with no AI search in the address; once there is one, it alone says AI mode. */
  aiMode: boolean;
  /** What is typed in the AI box and not sent; null while the box shows the search in the address. */
  aiDraft: string | null;
}

interface CatalogueViewActions {
  setLayout: (layout: ViewLayout) => void;
  setFavouritesOnly: (on: boolean) => void;
  /** Either way the box starts empty: switching off forgets what was typed. */
  setAiMode: (on: boolean) => void;
  setAiDraft: (text: string | null) => void;
  /** The address now holds the AI search: the switch and the draft have served their purpose. */
  aiSearchInAddress: () => void;
  /** Limpiar: back from the favourites and out of AI mode; the layout stays. */
  clearAll: () => void;
}

export const INITIAL_VIEW: CatalogueViewState = { layout: 'grid', favouritesOnly: false, aiMode: false, aiDraft: null };

export const useCatalogueView = create<CatalogueViewState & CatalogueViewActions>()((set) => ({
  ...INITIAL_VIEW,
  setLayout: (layout) => set({ layout }),
  setFavouritesOnly: (favouritesOnly) => set({ favouritesOnly }),
  setAiMode: (aiMode) => set({ aiMode, aiDraft: null }),
  setAiDraft: (aiDraft) => set({ aiDraft }),
  aiSearchInAddress: () => set({ aiMode: false, aiDraft: null }),
  clearAll: () => set({ favouritesOnly: false, aiMode: false, aiDraft: null }),
}));
