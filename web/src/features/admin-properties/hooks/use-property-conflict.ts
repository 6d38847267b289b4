import { useState, type RefObject } from 'react';
import { failureMessage, HttpError } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { authorsSince } from '../api/property-history';
import { readProperty } from '../api/save-property';
import type { Conflict } from '../components/ConflictAlert';
import {
  changedFields,
  formValuesFromProperty,
  type PropertyField,
  type PropertyForm,
  type PropertyFormValues,
  type SavedBase,
} from '../utils/property-form-values';

/** Saves `values` as a change from `from`, made on `version`. */
type Save = (values: PropertyFormValues, version: number, from: PropertyFormValues) => Promise<void>;

/**
 * Someone else saved the listing first (a 409): what each side changed and who, and the admin's two ways out: take
 * their version (keeping nothing typed), or send only their own changes on top of it. Nothing typed is lost meanwhile.
 */
export function usePropertyConflict(
  propertyId: string | null,
  form: PropertyForm,
  baseRef: RefObject<SavedBase>,
  save: Save,
) {
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const detect = async (typed: PropertyFormValues) => {
    if (!propertyId) return;
    const from = baseRef.current;
    try {
      const [current, authors] = await Promise.all([readProperty(propertyId), authorsSince(propertyId, from.version)]);
      setConflict({
        current,
        theirChanges: changedFields(from.values, formValuesFromProperty(current)),
        myChanges: changedFields(from.values, typed),
        authors,
      });
    } catch (error) {
      setConflict({ deleted: error instanceof HttpError && error.status === 404 });
    }
  };

  /** Their version becomes the base; what the admin typed stays in the form. */
  const overwrite = async () => {
    if (!conflict || !('current' in conflict)) return;
    const typed = form.getValues();
    const theirs = formValuesFromProperty(conflict.current);
    try {
      // Only the fields this admin changed go out, now against the other person's version.
      await save({ ...theirs, ...pick(typed, conflict.myChanges) }, conflict.current.version, theirs);
      setConflict(null);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) await detect(typed);
      else
        void showToast({
          title: 'Error al actualizar la propiedad',
          message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
          variant: 'destructive',
        });
    }
  };

  const reload = () => {
    if (!conflict || !('current' in conflict)) return;
    const values = formValuesFromProperty(conflict.current);
    baseRef.current = { values, version: conflict.current.version };
    form.reset(values);
    setConflict(null);
  };

  return { conflict, detect, overwrite, reload, dismiss: () => setConflict(null) };
}

function pick(values: PropertyFormValues, fields: PropertyField[]): Partial<PropertyFormValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}
