import { useRef, type RefObject } from 'react';
import type { PropertyDto } from '../../../lib/api-contract';
import { showToast } from '../../../lib/toast';
import { savePropertyPhotos } from '../api/upload-photos';
import type { PropertyForm, SavedBase } from '../utils/property-form-values';

/**
 * Editing: each change of the photos or the plans is saved at once (SPEC §7), one after another, against the latest version,
 * which moves `baseRef` on. Creating: nothing to save yet, the photos go with the new listing.
 */
export function usePhotoAutoSave(
  property: PropertyDto | null,
  form: PropertyForm,
  baseRef: RefObject<SavedBase>,
  /** After each save: the list beside the form shows the new count and cover without a reload. */
  onSaved: () => void,
) {
  const saves = useRef(Promise.resolve());
  return ({ photos, plans }: { photos: string[]; plans: string[] }) => {
    if (!property) return;
    saves.current = saves.current.then(async () => {
      try {
        const saved = await savePropertyPhotos(property.id, { photos, plans }, baseRef.current.version);
        const images = { photos: saved.photos, plans: saved.plans };
        baseRef.current = { values: { ...baseRef.current.values, ...images }, version: saved.version };
        // Saved: no longer a pending change of the form (unless the admin changed them again meanwhile).
        for (const field of ['photos', 'plans'] as const)
          if (JSON.stringify(form.getValues(field)) === JSON.stringify(images[field]))
            form.resetField(field, { defaultValue: images[field] });
        onSaved();
      } catch {
        // Still in the form: "Guardar cambios" sends them (and says so if someone else saved first).
        void showToast({
          title: 'Error al guardar',
          message: 'No se pudo guardar la foto en la propiedad.',
          variant: 'destructive',
        });
      }
    });
  };
}
