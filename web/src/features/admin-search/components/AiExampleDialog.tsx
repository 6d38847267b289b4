import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useController } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/admin/FormErrorAlert';
import { useApiForm } from '../../../components/admin/use-api-form';
import { AiExampleCreateSchema } from '../../../lib/api-contract';
import { aiExamples } from '../api/search-management';
import { CATEGORY_LABEL, CATEGORY_ORDER, type AiExample, type AiExampleCategory } from '../utils/ai-example-labels';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import { clearButtonProps, MasterDataChoice } from '../../../components/admin/MasterDataChoice';
import { EditDialog } from './EditDialog';
import { saveFailure } from './form-failures';
import { OrderAndActiveFields } from './OrderAndActiveFields';

/** What the dialog is for: a new example (of a category, when added from its group) or an existing one. */
export type AiExampleEdit = { example: AiExample } | { example: null; category: AiExampleCategory };

interface Props {
  editing: AiExampleEdit | null;
  onClose: () => void;
}

interface FormValues {
  example: string;
  /** '' is "any": the API's schema turns it into null (SPEC §3). */
  propertyTypeId: string;
  municipalityId: string;
  status: string;
  category: AiExampleCategory;
  /** '' while the field is empty: the schema says so instead of sending 0. */
  sortOrder: number | string;
  isActive: boolean;
}

const STATUS_CHOICES = STATUS_FILTER_OPTIONS.filter((option) => option.value !== '');
const CATEGORY_CHOICES = CATEGORY_ORDER.map((value) => ({ value, label: CATEGORY_LABEL[value] }));

const valuesOf = (example: AiExample): FormValues => ({
  example: example.example,
  propertyTypeId: example.propertyTypeId ?? '',
  municipalityId: example.municipalityId ?? '',
  status: example.status ?? '',
  category: example.category,
  sortOrder: example.sortOrder,
  isActive: example.isActive,
});

/** SPEC §2 search management: create or edit an AI search example; a failed save keeps the dialog and what was typed. */
export function AiExampleDialog({ editing, onClose }: Props) {
  return (
    <EditDialog
      editing={editing}
      title={(shown) => (shown.example ? 'Editar ejemplo de AI' : 'Nuevo ejemplo de AI')}
      size="lg"
      onClose={onClose}
    >
      {(shown, onDirtyChange) => (
        <AiExampleForm
          key={shown.example?.id ?? 'new'}
          editing={shown}
          onDirtyChange={onDirtyChange}
          onDone={onClose}
        />
      )}
    </EditDialog>
  );
}

interface FormProps {
  editing: AiExampleEdit;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

function AiExampleForm({ editing, onDirtyChange, onDone }: FormProps) {
  const { example } = editing;
  const defaultValues: FormValues = example
    ? valuesOf(example)
    : {
        example: '',
        propertyTypeId: '',
        municipalityId: '',
        status: '',
        category: editing.category,
        sortOrder: 0,
        isActive: true,
      };
  const { form, onSubmit, formError } = useApiForm(
    AiExampleCreateSchema,
    (body) => (example ? aiExamples.update(example.id, body) : aiExamples.create(body)),
    {
      defaultValues,
      onDirtyChange,
      success: (saved) => ({
        title: example ? 'Ejemplo actualizado' : 'Ejemplo creado',
        message: `«${saved.example}»`,
      }),
      failure: saveFailure(example ? 'No se pudo actualizar el ejemplo' : 'No se pudo crear el ejemplo'),
      onSaved: onDone,
    },
  );
  const { errors, isSubmitting } = form.formState;
  const sortOrder = useController({ control: form.control, name: 'sortOrder' });
  const isActive = useController({ control: form.control, name: 'isActive' });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Ejemplo"
          withAsterisk
          description="La búsqueda que el visitante lanza con un clic, escrita como la diría."
          placeholder="Ej.: apartamento en arriendo en Chapinero con 2 habitaciones"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={300}
          {...form.register('example')}
          error={errors.example?.message}
        />
        <Fieldset legend="Cuándo se ofrece (opcional)" p={{ base: 'xs', xs: 'sm' }}>
          <Text size="xs" c="dimmed" mb="xs">
            Vacío es «cualquiera». Con un valor, el ejemplo se ofrece solo a quien eligió ese tipo, municipio o estado
            en los filtros (o no eligió ninguno).
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Controller
              control={form.control}
              name="propertyTypeId"
              render={({ field }) => (
                <MasterDataChoice
                  kind="property-types"
                  label="Tipo de propiedad"
                  placeholder="Cualquiera"
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.propertyTypeId?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="municipalityId"
              render={({ field }) => (
                <MasterDataChoice
                  kind="municipalities"
                  label="Municipio"
                  placeholder="Cualquiera"
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.municipalityId?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Estado"
                  placeholder="Cualquiera"
                  data={STATUS_CHOICES}
                  clearable
                  clearButtonProps={clearButtonProps('Quitar estado')}
                  value={field.value === '' ? null : field.value}
                  onChange={(next) => field.onChange(next ?? '')}
                  onBlur={field.onBlur}
                  error={errors.status?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label="Categoría"
                data={CATEGORY_CHOICES}
                value={field.value}
                onChange={(next) => {
                  if (next !== null) field.onChange(next);
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.category?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <OrderAndActiveFields
            sortOrder={sortOrder}
            isActive={isActive}
            orderHint="Menor número, antes."
            activeLabel="Activo"
          />
        </SimpleGrid>
        <FormErrorAlert message={formError} />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {example ? 'Guardar cambios' : 'Crear ejemplo'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
