import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ANTIQUITY_VALUES } from '../../../lib/api-contract';
import { ANTIQUITY_LABEL } from '../../../lib/property-facts';
import type { PropertyField, PropertyForm } from '../utils/property-form-values';

const STRATUM_OPTIONS = ['1', '2', '3', '4', '5', '6'];
const ANTIQUITY_OPTIONS = ANTIQUITY_VALUES.map((value) => ({ value, label: ANTIQUITY_LABEL[value] ?? value }));

/** Counts are whole numbers; areas take the decimal comma, so the phone offers the keypad that has it. */
const NUMBERS: Array<[PropertyField, string, 'numeric' | 'decimal']> = [
  ['bedrooms', 'Habitaciones', 'numeric'],
  ['bathrooms', 'Baños', 'numeric'],
  ['parkingSpaces', 'Parqueaderos', 'numeric'],
];
const FLOORS_AND_AREAS: Array<[PropertyField, string, 'numeric' | 'decimal']> = [
  ['floor', 'Piso', 'numeric'],
  ['totalFloors', 'Pisos del edificio', 'numeric'],
  ['area', 'Área (m²)', 'decimal'],
  ['builtArea', 'Área construida (m²)', 'decimal'],
  ['privateArea', 'Área privada (m²)', 'decimal'],
];

/** The editor's "Detalles": the listing's counts, stratum, floors, areas and age, all optional (SPEC §5). */
export function DetailFields({ form }: { form: PropertyForm }) {
  const { errors } = form.formState;
  const numeric = ([field, label, inputMode]: (typeof NUMBERS)[number]) => (
    <TextInput
      key={field}
      label={label}
      inputMode={inputMode}
      {...form.register(field)}
      error={errors[field]?.message}
    />
  );
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Detalles">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        {NUMBERS.map(numeric)}
        <Controller
          control={form.control}
          name="stratum"
          render={({ field }) => (
            <Select
              label="Estrato"
              data={STRATUM_OPTIONS}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
              error={errors.stratum?.message}
            />
          )}
        />
        {FLOORS_AND_AREAS.map(numeric)}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="antiquity"
        render={({ field }) => (
          <Select
            mt="sm"
            label="Antigüedad"
            data={ANTIQUITY_OPTIONS}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            clearable
            error={errors.antiquity?.message}
          />
        )}
      />
    </Fieldset>
  );
}
