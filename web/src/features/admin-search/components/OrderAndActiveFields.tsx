import { NumberInput, Switch } from '@mantine/core';
import type { FieldError } from 'react-hook-form';

/** A field as react-hook-form's useController hands it over, whichever form it belongs to. */
interface BoundField<T> {
  field: { value: T; onChange: (value: T) => void; onBlur: () => void };
  fieldState: { error?: FieldError };
}

interface Props {
  /** '' while the field is empty: the API's schema says so instead of sending 0. */
  sortOrder: BoundField<number | string>;
  isActive: BoundField<boolean>;
  orderHint: string;
  /** Activa (una opción) or Activo (un ejemplo). */
  activeLabel: string;
}

/** The Orden field (≥ 0, whole numbers) and the active switch, for a filter option or an AI example. */
export function OrderAndActiveFields({ sortOrder, isActive, orderHint, activeLabel }: Props) {
  return (
    <>
      <NumberInput
        label="Orden"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={orderHint}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        value={sortOrder.field.value}
        onChange={sortOrder.field.onChange}
        onBlur={sortOrder.field.onBlur}
        error={sortOrder.fieldState.error?.message}
      />
      <Switch
        mt={{ base: 0, xs: 32 }}
        label={activeLabel}
        checked={isActive.field.value}
        onChange={(event) => isActive.field.onChange(event.currentTarget.checked)}
        onBlur={isActive.field.onBlur}
      />
    </>
  );
}
