import { Button, Group, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useCurrentUser } from '../../../api/current-user';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import type { Publication } from '../../../lib/admin/admin-status';
import { formatColombianDateTime } from '../../../lib/admin/colombian-dates';
import type { MasterDataKind } from '../../../lib/admin/master-data';
import { PropertyCreateSchema, type PropertyDto } from '../../../lib/api-contract';
import { apiFieldErrors, failureMessage, HttpError } from '../../../lib/fetch-json';
import { createProperty, updateProperty } from '../api/save-property';
import { usePhotoAutoSave } from '../hooks/use-photo-auto-save';
import { usePropertyConflict } from '../hooks/use-property-conflict';
import { publicationButtons, type PublicationIntent } from '../utils/publication-buttons';
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
import { LocationFields } from './LocationFields';
import { MasterDataDialog } from './MasterDataDialog';
import { PhotoFields } from './PhotoFields';
import { PublicationFields } from './PublicationFields';
import { UnusualPriceDialog } from './UnusualPriceDialog';

interface Props {
  /** The listing being edited, as last read; null creates a new one. */
  property: PropertyDto | null;
  onSaved: () => void;
  /** The photos of the listing being edited were saved on their own (SPEC §7: the list is refreshed). */
  onPhotosSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The toast's words: what became of the listing's publication, when the save changed it (`changed` null: it did not). */
function savedMessage(
  title: string,
  changed: { publication?: string | undefined; publishAt?: string | null | undefined } | null,
) {
  switch (changed?.publication) {
    case 'draft':
      return `«${title}» se guardó como borrador: nadie fuera del equipo la ve.`;
    case 'paused':
      return `«${title}» quedó pausada: ya no se ve en el sitio.`;
    case 'scheduled':
      return `«${title}» se publicará el ${changed.publishAt ? formatColombianDateTime(changed.publishAt) : 'día elegido'} (hora de Colombia).`;
    case 'published':
      return `«${title}» ya está publicada.`;
    default:
      return `«${title}» se guardó.`;
  }
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
  // The master-data lists are the admins' (the API refuses an asesor): no button that can only fail.
  const { user } = useCurrentUser();
  const manage = user?.role === 'admin' ? setManaging : undefined;
  // Staff read every listing with its publication; one without is public (as the API says of older listings).
  const current: Publication | null = property ? (property.publication ?? 'published') : null;
  const [scheduling, setScheduling] = useState(current === 'scheduled');

  // The API's «¿Seguro?» about a price far outside its market, until answered; once confirmed, the next save says so.
  const [unusualPrice, setUnusualPrice] = useState<string | null>(null);
  const priceConfirmed = useRef(false);

  /** The form as typed (the API's schema reads "450.000.000" itself), sent as a listing or as the fields changed. */
  const save = async (_: unknown, typed: PropertyFormValues) => {
    const { values: from, version } = baseRef.current;
    const confirmation = priceConfirmed.current ? { confirmUnusualPrice: true } : {};
    priceConfirmed.current = false;
    if (!property) await createProperty({ ...typed, ...confirmation });
    else if (changedFields(from, typed).length > 0)
      await updateProperty(property.id, { ...updateBody(from, typed, version), ...confirmation });
  };
  const { form, onSubmit, formError, discard } = useApiForm(PropertyCreateSchema, save, {
    defaultValues: initial.values,
    onDirtyChange,
    success: (_, body) => ({
      title: editing ? 'Propiedad actualizada exitosamente' : 'Propiedad creada exitosamente',
      message: savedMessage(body.title, editing && body.publication === current ? null : body),
    }),
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
      const question = apiFieldErrors(error).find((field) => field.path === 'confirmUnusualPrice');
      if (question) {
        setUnusualPrice(question.message);
        return true;
      }
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
  /** A save button's click comes before the form's submit: it says which publication the save asks for. */
  const ask = (intent: PublicationIntent) => () => {
    const publication = intent === 'keep' ? (current ?? 'published') : intent;
    form.setValue('publication', publication, { shouldDirty: true });
    if (publication !== 'scheduled') form.setValue('publishAt', '', { shouldDirty: true });
  };
  // The tab asks before another listing replaces this one; closing or reloading the page is the browser's question.
  useWindowEvent('beforeunload', (event) => {
    if (form.formState.isDirty) event.preventDefault();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Editar propiedad' : 'Nueva propiedad'}>
      <Stack gap="md">
        <BasicInfoFields form={form} onManage={manage} />
        <DetailFields form={form} />
        <LocationFields form={form} />
        <PhotoFields form={form} onPhotosChanged={autoSavePhotos} />
        <CharacteristicsFields form={form} onManage={manage} />
        <PublicationFields
          form={form}
          current={current}
          savedPublishAt={property?.publishAt ?? null}
          scheduling={scheduling}
          onSchedulingChange={setScheduling}
        />
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
          {publicationButtons(current, scheduling).map(({ label, intent, primary }) => (
            <Button
              key={label}
              type="submit"
              variant={primary ? 'filled' : 'default'}
              onClick={ask(intent)}
              loading={isSubmitting && form.getValues('publication') === (intent === 'keep' ? current : intent)}
              disabled={isSubmitting || (conflict !== null && 'current' in conflict)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
      <UnusualPriceDialog
        question={unusualPrice}
        onReview={() => {
          setUnusualPrice(null);
          form.setFocus('price');
        }}
        onConfirm={() => {
          setUnusualPrice(null);
          priceConfirmed.current = true;
          onSubmit();
        }}
      />
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
