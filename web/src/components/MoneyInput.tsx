import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/**
 * Pesos as Colombians type and read them: `450.000.000`, formatted while typing (Mantine's NumberInput keeps the
 * caret in place as separators appear). The form keeps the digits as text, which the API's schema reads.
 */
export function MoneyInput({ value, onChange, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(next) => onChange(next === '' ? '' : String(next))}
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      leftSection="$"
      inputMode="numeric"
    />
  );
}
