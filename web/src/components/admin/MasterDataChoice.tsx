import { Select } from '@mantine/core';
import { useMasterData, type MasterDataKind } from '../../lib/admin/master-data';

interface Props {
  kind: MasterDataKind;
  label: string;
  /** An id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  placeholder?: string;
  /** The empty choice is allowed (and said by the placeholder). */
  clearable?: boolean;
  required?: boolean;
}

/** Mantine hides its clear button from keyboards and screen readers; here it is a button like any other. */
export const clearButtonProps = (label: string) => ({ 'aria-label': label, 'aria-hidden': false, tabIndex: 0 });

/**
 * A searchable pick from one master-data list (property types, municipalities). An id the list no longer holds (the item was
 * deleted) stays chosen and shows as it is stored, so editing something else does not silently drop it.
 */
export function MasterDataChoice({ kind, value, onChange, clearable = false, ...props }: Props) {
  const { data, isLoading, error } = useMasterData(kind);
  const items = (data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const known = value === '' || items.some((item) => item.value === value);
  return (
    <Select
      {...props}
      data={known ? items : [{ value, label: value }, ...items]}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={clearable}
      clearButtonProps={clearButtonProps(`Quitar ${props.label.toLowerCase()}`)}
      nothingFoundMessage="Sin resultados"
      placeholder={isLoading ? 'Cargando...' : error ? 'No se pudo cargar la lista' : props.placeholder}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
