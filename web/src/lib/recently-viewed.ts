import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A dozen is what a row of recently viewed listings shows; older visits fall off the end. */
export const MAX_RECENTLY_VIEWED = 12;

type RecentlyViewed = {
  /** Newest first. */
  ids: string[];
  /** A listing the visitor opened (its page or its detail dialog) moves to the front. */
  record: (id: string) => void;
  /** Listings the catalogue no longer has (removed ones) are dropped, silently. */
  keepOnly: (present: readonly string[]) => void;
};

/**
 * Listings the visitor opened, kept like favourites (lib/favourites.ts): only on this device, in localStorage,
 * never on the server.
 */
export const useRecentlyViewed = create<RecentlyViewed>()(
  persist(
    (set) => ({
      ids: [],
      record: (id) =>
        set(({ ids }) => ({ ids: [id, ...ids.filter((other) => other !== id)].slice(0, MAX_RECENTLY_VIEWED) })),
      // Unchanged, the state itself comes back: nothing is stored again and nobody re-renders.
      keepOnly: (present) =>
        set((state) => {
          const kept = state.ids.filter((id) => present.includes(id));
          return kept.length === state.ids.length ? state : { ids: kept };
        }),
    }),
    {
      name: 'vistos-recientemente',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ids }) => ({ ids }),
    },
  ),
);
