import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type Favourites = {
  ids: string[];
  toggle: (id: string) => void;
};

/**
 * SPEC §2: favourites are local only — kept in this browser's localStorage, never stored on the server (the
 * catalogue only asks for those listings by id).
 */
export const useFavourites = create<Favourites>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) =>
        set(({ ids }) => ({ ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] })),
    }),
    { name: 'favoritos', storage: createJSONStorage(() => localStorage), partialize: ({ ids }) => ({ ids }) },
  ),
);

/** Selects a boolean so a card re-renders only when its own heart changes. */
export const useIsFavourite = (id: string): boolean => useFavourites((state) => state.ids.includes(id));
