import { Input, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';
import { joinRange, splitRange, type RangeEnds } from '../../../lib/ranges';
import { FILTER_TYPES, type FilterType } from '../utils/search-filter-types';
import { MoneyInput } from '../../../components/MoneyInput';
import { MasterDataChoice } from '../../../components/admin/MasterDataChoice';

interface Props {
  /** Null until a type is chosen. */
  type: FilterType | null;
  /** As stored: `min-max` for ranges, a number, a status or an id. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

const STATUS_CHOICES = STATUS_FILTER_OPTIONS.filter((option) => option.value !== '');

/**
 * The option's value, typed the way its list reads it: ranges as two amounts (pesos formatted like `450.000.000`,
 * or m²), a count as a whole number, a status or a master-data item from its list. What the form keeps is the value
 * as stored, so the API's own schema checks it.
 */
export function FilterValueField({ type, value, onChange, onBlur, error }: Props) {
  const kind = type === null ? null : FILTER_TYPES[type].kind;
  const common = { label: 'Valor', withAsterisk: true, error, onBlur };
  switch (kind) {
    case 'price':
      return (
        <RangeField
          {...common}
          value={value}
          onChange={onChange}
          description="En pesos. Deja vacío un extremo para un rango abierto."
          renderEnd={(end, props) => <MoneyInput {...props} value={end} />}
        />
      );
    case 'area':
      return (
        <RangeField
          {...common}
          value={value}
          onChange={onChange}
          description="En metros cuadrados. Deja vacío un extremo para un rango abierto."
          renderEnd={(end, props) => (
            <NumberInput
              {...props}
              value={end}
              onChange={(next) => props.onChange(next === '' ? '' : String(next))}
              thousandSeparator="."
              decimalSeparator=","
              allowDecimal={false}
              allowNegative={false}
              hideControls
              rightSection="m²"
              inputMode="numeric"
            />
          )}
        />
      );
    case 'count':
      return (
        <NumberInput
          {...common}
          description={type === 'bedrooms' ? 'Un número entero; 4 significa 4 o más.' : 'Un número entero.'}
          value={value}
          onChange={(next) => onChange(next === '' ? '' : String(next))}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          inputMode="numeric"
        />
      );
    case 'status':
      return (
        <Select
          {...common}
          data={STATUS_CHOICES}
          value={value === '' ? null : value}
          onChange={(next) => onChange(next ?? '')}
          placeholder="Elige un estado"
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'property-type':
    case 'municipality':
      return (
        <MasterDataChoice
          {...common}
          kind={kind === 'property-type' ? 'property-types' : 'municipalities'}
          value={value}
          onChange={onChange}
          placeholder="Buscar o elegir"
        />
      );
    case null:
      return (
        <TextInput
          {...common}
          description="Elige primero el tipo: el valor se escribe según el tipo."
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

interface EndProps {
  label: string;
  onChange: (end: string) => void;
  onBlur: () => void;
  error?: boolean;
}

interface RangeProps {
  label: string;
  withAsterisk: boolean;
  description: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  renderEnd: (end: string, props: EndProps) => ReactNode;
}

/** Desde and Hasta side by side; the form keeps them joined as `min-max` (nothing when both are empty). */
function RangeField({ label, withAsterisk, description, value, onChange, onBlur, error, renderEnd }: RangeProps) {
  const ends = splitRange(value);
  const labelId = useId();
  const errorId = useId();
  const set = (patch: Partial<RangeEnds>) => onChange(joinRange({ ...ends, ...patch }));
  const endProps = (end: keyof RangeEnds, endLabel: string): EndProps & { 'aria-describedby'?: string } => ({
    label: endLabel,
    onChange: (next) => set({ [end]: next }),
    onBlur,
    error: error !== undefined,
    'aria-describedby': error ? errorId : undefined,
  });
  return (
    <Input.Wrapper
      role="group"
      aria-labelledby={labelId}
      labelElement="div"
      labelProps={{ id: labelId }}
      label={label}
      withAsterisk={withAsterisk}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
    >
      <SimpleGrid cols={2} spacing="xs" mt={4}>
        {renderEnd(ends.min, endProps('min', 'Desde'))}
        {renderEnd(ends.max, endProps('max', 'Hasta'))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
