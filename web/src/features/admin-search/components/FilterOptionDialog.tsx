import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useController, useWatch } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { SearchFilterCreateSchema } from '../../../lib/api-contract';
import { filterOptions } from '../api/search-management';
import {
  FILTER_TYPES,
  isFilterType,
  typeChoices,
  type FilterOption,
  type FilterType,
} from '../utils/search-filter-types';
import { FilterValueField } from './FilterValueField';
import { EditDialog } from './EditDialog';
import { saveFailure } from './form-failures';
import { OrderAndActiveFields } from './OrderAndActiveFields';

/** What the dialog is for: a new option (of a list, when added from its group) or an existing one. */
export type FilterOptionEdit = { option: FilterOption } | { option: null; type: FilterType | null };

interface Props {
  editing: FilterOptionEdit | null;
  onClose: () => void;
}

interface FormValues {
  type: FilterType | '';
  name: string;
  value: string;
  /** '' while the field is empty: the schema says so instead of sending 0. */
  sortOrder: number | string;
  isActive: boolean;
}

/** SPEC §2 search management: create or edit a search filter option; a failed save keeps the dialog and what was typed. */
export function FilterOptionDialog({ editing, onClose }: Props) {
  return (
    <EditDialog
      editing={editing}
      title={(shown) => (shown.option ? 'Editar opción de filtro' : 'Nueva opción de filtro')}
      onClose={onClose}
    >
      {(shown, onDirtyChange) => (
        <FilterOptionForm
          key={shown.option?.id ?? 'new'}
          editing={shown}
          onDirtyChange={onDirtyChange}
          onDone={onClose}
        />
      )}
    </EditDialog>
  );
}

interface FormProps {
  editing: FilterOptionEdit;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

function FilterOptionForm({ editing, onDirtyChange, onDone }: FormProps) {
  const { option } = editing;
  const defaultValues: FormValues = option
    ? {
        type: option.type,
        name: option.name,
        value: option.value,
        sortOrder: option.sortOrder,
        isActive: option.isActive,
      }
    : { type: editing.type ?? '', name: '', value: '', sortOrder: 0, isActive: true };
  const { form, onSubmit, formError } = useApiForm(
    SearchFilterCreateSchema,
    (body) => (option ? filterOptions.update(option.id, body) : filterOptions.create(body)),
    {
      defaultValues,
      onDirtyChange,
      success: (saved) => ({
        title: option ? 'Opción actualizada' : 'Opción creada',
        message: `«${saved.name}» se guardó en ${FILTER_TYPES[saved.type].label}.`,
      }),
      failure: saveFailure(option ? 'No se pudo actualizar la opción' : 'No se pudo crear la opción'),
      onSaved: onDone,
    },
  );
  const { errors, isSubmitting } = form.formState;
  const sortOrder = useController({ control: form.control, name: 'sortOrder' });
  const isActive = useController({ control: form.control, name: 'isActive' });
  const type = useWatch({ control: form.control, name: 'type' });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label="Tipo"
              withAsterisk
              placeholder="Elige un tipo"
              data={typeChoices(editing.option === null ? editing.type : editing.option.type)}
              value={field.value === '' ? null : field.value}
              onChange={(next) => {
                const chosen = next !== null && isFilterType(next) ? next : '';
                // A value typed for another kind of list (a range, a count, a status) means nothing in this one.
                if (field.value === '' || chosen === '' || FILTER_TYPES[field.value].kind !== FILTER_TYPES[chosen].kind)
                  form.setValue('value', '', { shouldDirty: true });
                field.onChange(chosen);
              }}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.type?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Nombre"
          withAsterisk
          description="Lo que el visitante lee en la lista, p. ej. «$200 a $400 millones»."
          maxLength={120}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <FilterValueField
              type={type === '' ? null : type}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.value?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <OrderAndActiveFields
            sortOrder={sortOrder}
            isActive={isActive}
            orderHint="Menor número, más arriba."
            activeLabel="Activa"
          />
        </SimpleGrid>
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {option ? 'Guardar cambios' : 'Crear opción'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
