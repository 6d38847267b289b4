import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ANTIQUITY_VALUES, PropertyCreateSchema, type PropertyDto } from '../../../lib/api-contract';
import { apiFieldErrors, failureMessage, HttpError } from '../../../lib/fetch-json';
import { ANTIQUITY_LABEL } from '../../../lib/property-facts';
import { showToast } from '../../../lib/toast';
import { createProperty, readProperty, updateProperty } from '../api/save-property';
import { savePropertyPhotos } from '../api/upload-photos';
import type { MasterDataKind } from '../../../lib/admin/master-data';
import { authorsSince } from '../api/property-history';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import {
  changedFields,
  EMPTY_PROPERTY_FORM,
  formValuesFromProperty,
  updateBody,
  type PropertyField,
  type PropertyFormValues,
} from '../utils/property-form-values';
import { ConflictAlert, type Conflict } from './ConflictAlert';
import { MasterDataDialog } from './MasterDataDialog';
import { MasterDataSelect } from './MasterDataSelect';
import { MoneyInput } from '../../../components/MoneyInput';
import { PhotoManager } from './PhotoManager';

const STATUS_OPTIONS = STATUS_FILTER_OPTIONS.filter((option) => option.value !== '');
const STRATUM_OPTIONS = ['1', '2', '3', '4', '5', '6'];
const SWITCHES = [
  ['featured', 'Destacada'],
  ['acceptsExchange', 'Acepta permuta'],
  ['isRemodeled', 'Remodelada'],
] as const;
const ANTIQUITY_OPTIONS = ANTIQUITY_VALUES.map((value) => ({ value, label: ANTIQUITY_LABEL[value] ?? value }));

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
  // What the admin started from: an update sends only what differs from it, with its version.
  // A ref, not state: the photos' auto-save moves it on while a save or another auto-save may be under way.
  const [initial] = useState(() => ({
    values: property ? formValuesFromProperty(property) : EMPTY_PROPERTY_FORM,
    version: property?.version ?? 0,
  }));
  const baseRef = useRef(initial);
  const setBase = (next: typeof baseRef.current) => {
    baseRef.current = next;
  };
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [managing, setManaging] = useState<MasterDataKind | null>(null);
  const form = useForm<PropertyFormValues>({ defaultValues: initial.values, resolver });
  const { errors, isSubmitting, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useWindowEvent('beforeunload', (event) => {
    if (form.formState.isDirty) event.preventDefault();
  });

  // Editing: each change of the photos is saved at once (SPEC §7), one after another, against the latest version.
  const photoSaves = useRef(Promise.resolve());
  const autoSavePhotos = (photos: string[]) => {
    if (!property) return;
    photoSaves.current = photoSaves.current.then(async () => {
      try {
        const saved = await savePropertyPhotos(property.id, photos, baseRef.current.version);
        setBase({ values: { ...baseRef.current.values, photos: saved.photos }, version: saved.version });
        // Saved: no longer a pending change of the form (unless the admin changed them again meanwhile).
        if (JSON.stringify(form.getValues('photos')) === JSON.stringify(saved.photos))
          form.resetField('photos', { defaultValue: saved.photos });
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

  const showServerErrors = (error: unknown) => {
    for (const { path, message } of apiFieldErrors(error))
      if (path in EMPTY_PROPERTY_FORM) form.setError(path as PropertyField, { message });
  };

  const save = async (values: PropertyFormValues, version: number, from: PropertyFormValues) => {
    if (!property) {
      await createProperty(values);
      void showToast({
        title: 'Propiedad creada exitosamente',
        message: `«${values.title.trim()}» ya está publicada.`,
      });
      form.reset(EMPTY_PROPERTY_FORM);
      setBase({ values: EMPTY_PROPERTY_FORM, version: 0 });
    } else {
      if (changedFields(from, values).length > 0) await updateProperty(property.id, updateBody(from, values, version));
      void showToast({ title: 'Propiedad actualizada exitosamente', message: `«${values.title.trim()}» se guardó.` });
      form.reset(values);
    }
    onSaved();
  };

  const onConflict = async (typed: PropertyFormValues) => {
    if (!property) return;
    const base = baseRef.current;
    try {
      const [current, authors] = await Promise.all([
        readProperty(property.id),
        authorsSince(property.id, base.version),
      ]);
      const theirs = formValuesFromProperty(current);
      setConflict({
        current,
        theirChanges: changedFields(base.values, theirs),
        myChanges: changedFields(base.values, typed),
        authors,
      });
    } catch (error) {
      setConflict({ deleted: error instanceof HttpError && error.status === 404 });
    }
  };

  const submitValid = async () => {
    const typed = form.getValues();
    try {
      await save(typed, baseRef.current.version, baseRef.current.values);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && editing) {
        await onConflict(typed);
        return;
      }
      showServerErrors(error);
      void showToast({
        title: editing ? 'Error al actualizar la propiedad' : 'Error al crear la propiedad',
        message: failureMessage(error, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    }
  };

  /** Their version becomes the base; what the admin typed stays in the form. */
  const overwrite = async () => {
    if (!conflict || !('current' in conflict)) return;
    const typed = form.getValues();
    try {
      // Only the fields this admin changed go out, now against the other person's version.
      await save(
        { ...formValuesFromProperty(conflict.current), ...pick(typed, conflict.myChanges) },
        conflict.current.version,
        formValuesFromProperty(conflict.current),
      );
      setConflict(null);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) await onConflict(typed);
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
    setBase({ values, version: conflict.current.version });
    form.reset(values);
    setConflict(null);
  };

  const text = (field: PropertyField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.register(field)} error={errors[field]?.message} {...extra} />
  );
  const numeric = (field: PropertyField, label: string, decimal = false) =>
    text(field, label, { inputMode: decimal ? 'decimal' : 'numeric' });

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submitValid)(event)}
      noValidate
      aria-label={editing ? 'Editar propiedad' : 'Nueva propiedad'}
    >
      <Stack gap="md">
        <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Información básica">
          <Stack gap="sm">
            {text('title', 'Título', { required: true, maxLength: 160 })}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {text('code', 'Código', { maxLength: 40 })}
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select
                    label="Estado"
                    required
                    data={STATUS_OPTIONS}
                    value={field.value as string}
                    onChange={(value) => field.onChange(value ?? '')}
                    allowDeselect={false}
                    error={errors.status?.message}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Controller
                control={form.control}
                name="propertyTypeId"
                render={({ field }) => (
                  <MasterDataSelect
                    kind="property-types"
                    label="Tipo de propiedad"
                    required
                    value={field.value as string}
                    onChange={field.onChange}
                    error={errors.propertyTypeId?.message}
                    onManage={setManaging}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="municipalityId"
                render={({ field }) => (
                  <MasterDataSelect
                    kind="municipalities"
                    label="Municipio"
                    required
                    value={field.value as string}
                    onChange={field.onChange}
                    error={errors.municipalityId?.message}
                    onManage={setManaging}
                  />
                )}
              />
            </SimpleGrid>
            {text('address', 'Dirección', { required: true, maxLength: 200 })}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Controller
                control={form.control}
                name="price"
                render={({ field }) => (
                  <MoneyInput
                    label="Precio"
                    required
                    value={field.value as string}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.price?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="administration"
                render={({ field }) => (
                  <MoneyInput
                    label="Administración (mensual)"
                    value={field.value as string}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.administration?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Textarea
              label="Descripción"
              autosize
              minRows={3}
              maxRows={10}
              {...form.register('description')}
              error={errors.description?.message}
            />
          </Stack>
        </Fieldset>

        <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Detalles">
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {numeric('bedrooms', 'Habitaciones')}
            {numeric('bathrooms', 'Baños')}
            {numeric('parkingSpaces', 'Parqueaderos')}
            <Controller
              control={form.control}
              name="stratum"
              render={({ field }) => (
                <Select
                  label="Estrato"
                  data={STRATUM_OPTIONS}
                  value={(field.value as string) || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  clearable
                  error={errors.stratum?.message}
                />
              )}
            />
            {numeric('floor', 'Piso')}
            {numeric('totalFloors', 'Pisos del edificio')}
            {numeric('area', 'Área (m²)', true)}
            {numeric('builtArea', 'Área construida (m²)', true)}
            {numeric('privateArea', 'Área privada (m²)', true)}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="antiquity"
            render={({ field }) => (
              <Select
                mt="sm"
                label="Antigüedad"
                data={ANTIQUITY_OPTIONS}
                value={(field.value as string) || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
                error={errors.antiquity?.message}
              />
            )}
          />
        </Fieldset>

        <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Fotos">
          <Controller
            control={form.control}
            name="photos"
            render={({ field }) => (
              <PhotoManager
                photos={field.value as string[]}
                onChange={(photos) => {
                  field.onChange(photos);
                  autoSavePhotos(photos);
                }}
                onAdd={(paths) => {
                  // Added to the list as it is when an upload ends, the admin may have reordered it meanwhile.
                  const photos = [...form.getValues('photos'), ...paths];
                  form.setValue('photos', photos, { shouldDirty: true });
                  autoSavePhotos(photos);
                }}
              />
            )}
          />
          {errors.photos?.message && (
            <Text size="sm" c="red" mt="xs">
              {errors.photos.message}
            </Text>
          )}
        </Fieldset>

        <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Características y tour">
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="characteristicIds"
              render={({ field }) => (
                <MasterDataSelect
                  multiple
                  kind="characteristics"
                  label="Características"
                  value={field.value as string[]}
                  onChange={field.onChange}
                  error={errors.characteristicIds?.message}
                  onManage={setManaging}
                />
              )}
            />
            {text('matterportUrl', 'Tour virtual 360° (URL https)', {
              placeholder: 'https://my.matterport.com/show/?m=…',
              type: 'url',
            })}
            <Group gap="lg">
              {SWITCHES.map(([name, label]) => (
                // Controlled: a registered checkbox would not show a listing's saved "on" when editing it.
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Switch
                      label={label}
                      checked={field.value as boolean}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ))}
            </Group>
          </Stack>
        </Fieldset>

        {conflict && (
          <ConflictAlert
            conflict={conflict}
            onReload={reload}
            onOverwrite={() => void overwrite()}
            onDismiss={() => setConflict(null)}
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

function pick(values: PropertyFormValues, fields: PropertyField[]): Partial<PropertyFormValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}
