import { useState } from 'react';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { sortOrderChanges, type OrderedItem } from '../utils/ordered-list';

interface ListWrites {
  update(id: string, body: { isActive: boolean }): Promise<unknown>;
  reorder(changes: ReadonlyArray<{ id: string; sortOrder: number }>): Promise<void>;
}

/** What the toasts call the list's items. */
export interface ItemWords {
  activated: string;
  deactivated: string;
  /** "No se pudo activar la opción" / "…el ejemplo" — the article and noun after the verb. */
  theItem: string;
}

const TRY_AGAIN = 'Inténtalo de nuevo en unos momentos.';

/**
 * The writes a list makes in place: the active switch (saved as soon as it is flipped) and the order within a group
 * (saved as soon as an item is dropped or moved). Until the server answers, the switch shows what was asked for and
 * the groups take no other move, so two reorders never race.
 */
export function useOrderedListActions<T extends OrderedItem>(
  writes: ListWrites,
  words: ItemWords,
  labelOf: (item: T) => string,
) {
  const [toggling, setToggling] = useState<Readonly<Record<string, boolean>>>({});
  const [reordering, setReordering] = useState(false);

  const toggle = async (item: T, isActive: boolean) => {
    setToggling((current) => ({ ...current, [item.id]: isActive }));
    try {
      await writes.update(item.id, { isActive });
      void showToast({ title: isActive ? words.activated : words.deactivated, message: `«${labelOf(item)}»` });
    } catch (error) {
      void showToast({
        title: `No se pudo ${isActive ? 'activar' : 'desactivar'} ${words.theItem}`,
        message: failureMessage(error, TRY_AGAIN),
        variant: 'destructive',
      });
    } finally {
      setToggling(({ [item.id]: _, ...rest }) => rest);
    }
  };

  const move = async (group: readonly T[], from: number, to: number) => {
    const changes = sortOrderChanges(group, from, to);
    if (changes.length === 0) return;
    setReordering(true);
    try {
      await writes.reorder(changes);
      void showToast({ title: 'Orden guardado', message: 'Los visitantes verán el nuevo orden al cargar la página.' });
    } catch (error) {
      void showToast({
        title: 'No se pudo guardar el orden',
        message: failureMessage(error, TRY_AGAIN),
        variant: 'destructive',
      });
    } finally {
      setReordering(false);
    }
  };

  return {
    toggling,
    reordering,
    toggle: (item: T, isActive: boolean) => void toggle(item, isActive),
    move: (group: readonly T[], from: number, to: number) => void move(group, from, to),
  };
}
