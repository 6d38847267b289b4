import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { MoneyInput } from '../../../components/MoneyInput';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import type { MasterDataKind } from '../../../lib/admin/master-data';
import type { PropertyDto } from '../../../lib/api-contract';
import type { PropertyForm } from '../utils/property-form-values';
import { MasterDataSelect } from './MasterDataSelect';

const STATUS_OPTIONS = STATUS_FILTER_OPTIONS.filter((option) => option.value !== '');
const isStatus = (value: string | null): value is PropertyDto['status'] =>
  STATUS_OPTIONS.some((option) => option.value === value);

interface Props {
  form: PropertyForm;
  /** Absent for whoever may not manage the lists (an asesor). */
  onManage?: (kind: MasterDataKind) => void;
}

/** The editor's "Información básica": what SPEC §5 requires of every listing, and its prices and description. */
export function BasicInfoFields({ form, onManage }: Props) {
  const { errors } = form.formState;
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Información básica">
      <Stack gap="sm">
        <TextInput label="Título" required maxLength={160} {...form.register('title')} error={errors.title?.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Código" maxLength={40} {...form.register('code')} error={errors.code?.message} />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label="Estado"
                required
                data={STATUS_OPTIONS}
                value={field.value}
                onChange={(value) => isStatus(value) && field.onChange(value)}
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
                value={field.value}
                onChange={field.onChange}
                error={errors.propertyTypeId?.message}
                onManage={onManage}
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
                value={field.value}
                onChange={field.onChange}
                error={errors.municipalityId?.message}
                onManage={onManage}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label="Dirección"
          required
          maxLength={200}
          {...form.register('address')}
          error={errors.address?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <MoneyInput
                label="Precio"
                required
                value={field.value}
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
                value={field.value}
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
  );
}
