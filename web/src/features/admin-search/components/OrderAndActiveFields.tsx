import { NumberInput, Switch } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';

/** What both dialogs of the tab share: where the item goes in its list, and whether visitors see it. */
interface OrderedFields {
  /** '' while the field is empty: the API's schema says so instead of sending 0. */
  sortOrder: number | string;
  isActive: boolean;
}

interface Props {
  control: Control<OrderedFields>;
  orderHint: string;
  /** Activa (una opción) or Activo (un ejemplo). */
  activeLabel: string;
}

/** The Orden field (≥ 0, whole numbers) and the active switch, for a filter option or an AI example. */
export function OrderAndActiveFields({ control, orderHint, activeLabel }: Props) {
  return (
    <>
      <Controller
        control={control}
        name="sortOrder"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Orden"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={orderHint}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Switch
            mt={{ base: 0, xs: 32 }}
            label={activeLabel}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
