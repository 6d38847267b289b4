import type { Publication } from '../../../lib/admin/admin-status';

/** What a button asks for: a publication, or `keep` (save the fields, the listing stays as it is). */
export type PublicationIntent = Publication | 'keep';

export interface PublicationButton {
  label: string;
  intent: PublicationIntent;
  /** The main way forward: the filled button, on the right. */
  primary: boolean;
}

/**
 * The editor's save buttons for where the listing stands (null: a new one) and whether a date to publish is chosen.
 * A draft or a paused listing goes public with Publicar (or is scheduled), a public one can be paused; a draft never
 * turns into a paused listing nor a public one back into a draft, so no button offers it.
 */
export function publicationButtons(current: Publication | null, scheduling: boolean): PublicationButton[] {
  const publish: PublicationButton = scheduling
    ? { label: 'Programar publicación', intent: 'scheduled', primary: true }
    : { label: 'Publicar', intent: 'published', primary: true };
  switch (current) {
    case null:
    case 'draft':
      return [{ label: 'Guardar borrador', intent: 'draft', primary: false }, publish];
    case 'paused':
      return [{ label: 'Guardar cambios', intent: 'keep', primary: false }, publish];
    case 'published':
      return [
        { label: 'Pausar', intent: 'paused', primary: false },
        { label: 'Guardar cambios', intent: 'keep', primary: true },
      ];
    case 'scheduled':
      return [
        { label: 'Publicar ahora', intent: 'published', primary: false },
        { label: 'Guardar cambios', intent: 'keep', primary: true },
      ];
  }
}
