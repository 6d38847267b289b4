import { Button, Group, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import type { MasterDataKind } from '../../../lib/admin/master-data';
import { PropertyCreateSchema, type PropertyDto } from '../../../lib/api-contract';
import { failureMessage, HttpError } from '../../../lib/fetch-json';
import { createProperty, updateProperty } from '../api/save-property';
import { usePhotoAutoSave } from '../hooks/use-photo-auto-save';
import { usePropertyConflict } from '../hooks/use-property-conflict';
import {
  changedFields,
  EMPTY_PROPERTY_FORM,
  formValuesFromProperty,
  updateBody,
  type PropertyFormValues,
  type SavedBase,
} from '../utils/property-form-values';
import { BasicInfoFields } from './BasicInfoFields';
import { CharacteristicsFields } from './CharacteristicsFields';
import { ConflictAlert } from './ConflictAlert';
import { DetailFields } from './DetailFields';
import { MasterDataDialog } from './MasterDataDialog';
import { PhotoFields } from './PhotoFields';

interface Props {
  /** The listing being edited, as last read; null creates a new one. */
  property: PropertyDto | null;
  onSaved: () => void;
  /** The photos of the listing being edited were saved on their own (SPEC §7: the list is refreshed). */
  onPhotosSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** SPEC §2/§3/§5/§8: every field of a listing, created or updated with the §8 toasts; nothing typed is lost on a failure. */
export function PropertyEditor({ property, onSaved, onPhotosSaved, onCancel, onDirtyChange }: Props) {
  const editing = property !== null;
  const [initial] = useState<SavedBase>(() => ({
    values: property ? formValuesFromProperty(property) : EMPTY_PROPERTY_FORM,
    version: property?.version ?? 0,
  }));
  // What the admin started from, as last saved: an update sends only what differs from it, with its version. A ref,
  // not state: the photos' auto-save moves it on while a save or another auto-save may be under way.
  const baseRef = useRef(initial);
  const [managing, setManaging] = useState<MasterDataKind | null>(null);

  /** The form as typed (the API's schema reads "450.000.000" itself), sent as a listing or as the fields changed. */
  const save = async (_: unknown, typed: PropertyFormValues) => {
    const { values: from, version } = baseRef.current;
    if (!property) await createProperty(typed);
    else if (changedFields(from, typed).length > 0) await updateProperty(property.id, updateBody(from, typed, version));
  };
  const { form, onSubmit, formError, discard } = useApiForm(PropertyCreateSchema, save, {
    defaultValues: initial.values,
    onDirtyChange,
    success: (_, body) =>
      editing
        ? { title: 'Propiedad actualizada exitosamente', message: `«${body.title}» se guardó.` }
        : { title: 'Propiedad creada exitosamente', message: `«${body.title}» ya está publicada.` },
    failure: (error) => ({
      title: editing ? 'Error al actualizar la propiedad' : 'Error al crear la propiedad',
      message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
    }),
    savedValues: (_, typed) => (editing ? typed : EMPTY_PROPERTY_FORM),
    onSaved: () => {
      if (editing) baseRef.current = { ...baseRef.current, values: form.getValues() };
      dismiss();
      onSaved();
    },
    onRefused: async (error, typed) => {
      if (!(error instanceof HttpError && error.status === 409 && editing)) return false;
      await detect(typed);
      return true;
    },
  });
  const autoSavePhotos = usePhotoAutoSave(property, form, baseRef, onPhotosSaved);
  const { conflict, detect, overwrite, reload, dismiss } = usePropertyConflict(
    property?.id ?? null,
    form,
    baseRef,
    onSubmit,
  );
  const { isSubmitting, isDirty } = form.formState;
  // The tab asks before another listing replaces this one; closing or reloading the page is the browser's question.
  useWindowEvent('beforeunload', (event) => {
    if (form.formState.isDirty) event.preventDefault();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Editar propiedad' : 'Nueva propiedad'}>
      <Stack gap="md">
        <BasicInfoFields form={form} onManage={setManaging} />
        <DetailFields form={form} />
        <PhotoFields form={form} onPhotosChanged={autoSavePhotos} />
        <CharacteristicsFields form={form} onManage={setManaging} />
        {conflict && (
          <ConflictAlert conflict={conflict} onReload={reload} onOverwrite={overwrite} onDismiss={dismiss} />
        )}
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="sm">
          {editing ? (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancelar edición
            </Button>
          ) : (
            isDirty && (
              <Button variant="default" onClick={discard} disabled={isSubmitting}>
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
