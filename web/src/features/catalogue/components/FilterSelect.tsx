import { NativeSelect } from '@mantine/core';
import type { FilterChoice } from '../api/clean-options';

/** Stands for "no filter": SPEC §5 allows no option with an empty value. */
const ANY = 'todos';

interface FilterSelectProps {
  label: string;
  anyLabel: string;
  choices: readonly FilterChoice[];
  value: string;
  onChange: (value: string) => void;
  /** How a value not in the list reads (a price typed in Más filtros); as it is by default. */
  describe?: (value: string) => string;
}

/** A native select: light, keyboard- and phone-friendly; the chosen value is kept even before its list arrives. */
export function FilterSelect({ label, anyLabel, choices, value, onChange, describe = String }: FilterSelectProps) {
  const listed = value === '' || choices.some((choice) => choice.value === value);
  const data = [{ value: ANY, label: anyLabel }, ...(listed ? [] : [{ value, label: describe(value) }]), ...choices];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value === '' ? ANY : value}
      onChange={(event) => onChange(event.currentTarget.value === ANY ? '' : event.currentTarget.value)}
    />
  );
}
