import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { MasterDataKind } from '../../../lib/admin/master-data';
import { PropertyCreateSchema, type PropertyDto } from '../../../lib/api-contract';
import { apiFieldErrors, failureMessage, HttpError } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { createProperty, updateProperty } from '../api/save-property';
import { usePhotoAutoSave } from '../hooks/use-photo-auto-save';
import { usePropertyConflict } from '../hooks/use-property-conflict';
import {
  changedFields,
  EMPTY_PROPERTY_FORM,
  formValuesFromProperty,
  updateBody,
  type PropertyField,
  type PropertyFormValues,
  type SavedBase,
} from '../utils/property-form-values';
import { BasicInfoFields } from './BasicInfoFields';
import { CharacteristicsFields } from './CharacteristicsFields';
import { ConflictAlert } from './ConflictAlert';
import { DetailFields } from './DetailFields';
import { MasterDataDialog } from './MasterDataDialog';
import { PhotoFields } from './PhotoFields';

/** The API's own schema checks the form, so its messages are SPEC §5's word for word. */
const resolver = zodResolver(PropertyCreateSchema) as unknown as Resolver<PropertyFormValues>;

interface Props {
  /** The listing being edited, as last read; null creates a new one. */
  property: PropertyDto | null;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** SPEC §2/§3/§5/§8: every field of a listing, created or updated with the §8 toasts; nothing typed is lost on a failure. */
export function PropertyEditor({ property, onSaved, onCancel, onDirtyChange }: Props) {
  const editing = property !== null;
  const [initial] = useState<SavedBase>(() => ({
    values: property ? formValuesFromProperty(property) : EMPTY_PROPERTY_FORM,
    version: property?.version ?? 0,
  }));
  // A ref, not state: the photos' auto-save moves it on while a save or another auto-save may be under way.
  const baseRef = useRef(initial);
  const [managing, setManaging] = useState<MasterDataKind | null>(null);
  const form = useForm<PropertyFormValues>({ defaultValues: initial.values, resolver });
  const { isSubmitting, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useWindowEvent('beforeunload', (event) => {
    if (form.formState.isDirty) event.preventDefault();
  });

  const save = async (values: PropertyFormValues, version: number, from: PropertyFormValues) => {
    if (!property) {
      await createProperty(values);
      void showToast({
        title: 'Propiedad creada exitosamente',
        message: `«${values.title.trim()}» ya está publicada.`,
      });
      form.reset(EMPTY_PROPERTY_FORM);
      baseRef.current = { values: EMPTY_PROPERTY_FORM, version: 0 };
    } else {
      if (changedFields(from, values).length > 0) await updateProperty(property.id, updateBody(from, values, version));
      void showToast({ title: 'Propiedad actualizada exitosamente', message: `«${values.title.trim()}» se guardó.` });
      form.reset(values);
    }
    onSaved();
  };
  const autoSavePhotos = usePhotoAutoSave(property, form, baseRef);
  const { conflict, detect, overwrite, reload, dismiss } = usePropertyConflict(
    property?.id ?? null,
    form,
    baseRef,
    save,
  );

  const submitValid = async () => {
    const typed = form.getValues();
    try {
      await save(typed, baseRef.current.version, baseRef.current.values);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && editing) {
        await detect(typed);
        return;
      }
      for (const { path, message } of apiFieldErrors(error))
        if (path in EMPTY_PROPERTY_FORM) form.setError(path as PropertyField, { message });
      void showToast({
        title: editing ? 'Error al actualizar la propiedad' : 'Error al crear la propiedad',
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submitValid)(event)}
      noValidate
      aria-label={editing ? 'Editar propiedad' : 'Nueva propiedad'}
    >
      <Stack gap="md">
        <BasicInfoFields form={form} onManage={setManaging} />
        <DetailFields form={form} />
        <PhotoFields form={form} onPhotosChanged={autoSavePhotos} />
        <CharacteristicsFields form={form} onManage={setManaging} />
        {conflict && (
          <ConflictAlert
            conflict={conflict}
            onReload={reload}
            onOverwrite={() => void overwrite()}
            onDismiss={dismiss}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {editing ? (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancelar edición
            </Button>
          ) : (
            isDirty && (
              <Button variant="default" onClick={() => form.reset(EMPTY_PROPERTY_FORM)} disabled={isSubmitting}>
                Limpiar
              </Button>
            )
          )}
          <Button type="submit" loading={isSubmitting} disabled={conflict !== null && 'current' in conflict}>
            {editing ? 'Guardar cambios' : 'Crear propiedad'}
          </Button>
        </Group>
      </Stack>
      <MasterDataDialog
        kind={managing}
        onClose={() => setManaging(null)}
        onAdded={(kind, id) => {
          if (kind === 'property-types') form.setValue('propertyTypeId', id, { shouldDirty: true });
          if (kind === 'municipalities') form.setValue('municipalityId', id, { shouldDirty: true });
          if (kind === 'characteristics')
            form.setValue('characteristicIds', [...new Set([...form.getValues('characteristicIds'), id])], {
              shouldDirty: true,
            });
        }}
      />
    </form>
  );
}
