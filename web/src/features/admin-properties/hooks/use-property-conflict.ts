import { useState, type RefObject } from 'react';
import { HttpError } from '../../../lib/fetch-json';
import { authorsSince } from '../api/property-history';
import { readProperty } from '../api/save-property';
import type { Conflict } from '../components/ConflictAlert';
import {
  changedFields,
  formValuesFromProperty,
  type PropertyField,
  type PropertyFormValues,
  type SavedBase,
  type PropertyForm,
} from '../utils/property-form-values';

/**
 * Someone else saved the listing first (a 409): what each side changed and who, and the admin's two ways out: take
 * their version, or send only their own changes on top of it. Nothing typed is lost meanwhile.
 */
export function usePropertyConflict(
  propertyId: string | null,
  form: PropertyForm,
  baseRef: RefObject<SavedBase>,
  /** Sends the form against `baseRef` (the form's own submission, with its toasts). */
  submit: () => void,
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

  /** Their version becomes the base, and only the fields this admin changed go out on top of it. */
  const overwrite = () => {
    if (!conflict || !('current' in conflict)) return;
    const theirs = formValuesFromProperty(conflict.current);
    baseRef.current = { values: theirs, version: conflict.current.version };
    // The original start stays the default: what the admin changed is still unsaved if this save fails too.
    form.reset({ ...theirs, ...pick(form.getValues(), conflict.myChanges) }, { keepDefaultValues: true });
    submit();
  };

  /** Their version, and nothing of what the admin typed. */
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
