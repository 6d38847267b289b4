import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { CALENDAR_LABELS } from '../../../lib/admin/calendar-labels';
import {
  DATES_REVERSED,
  datesReversed,
  LEAD_STATUS_OPTIONS,
  type LeadFilterValues,
  type LeadStatus,
} from '../utils/lead-inbox';

const STATUS_FILTER_OPTIONS = [{ value: '', label: 'Todos' }, ...LEAD_STATUS_OPTIONS];

interface Props {
  /** The search as typed (it reaches the server once the admin pauses); the other filters as applied. */
  typed: string;
  filters: LeadFilterValues;
  onType: (search: string) => void;
  onChange: (change: Partial<LeadFilterValues>) => void;
}

/** Search, status and Colombian days; the end day is checked against the start before anything is asked. */
export function LeadFilters({ typed, filters, onType, onChange }: Props) {
  return (
    // 24 columns: the search gets the room its placeholder needs beside three narrow fields.
    <Grid gap="sm" columns={24}>
      <Grid.Col span={{ base: 24, lg: 10 }}>
        <TextInput
          label="Buscar"
          placeholder="Nombre, email, teléfono o propiedad"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => onType(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, xs: 8, lg: 4 }}>
        <NativeSelect
          label="Estado"
          data={STATUS_FILTER_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as LeadStatus | '' })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, lg: 5 }}>
        <DatePickerInput
          label="Desde"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar la fecha Desde' }}
          ariaLabels={CALENDAR_LABELS}
          value={filters.from || null}
          onChange={(value) => onChange({ from: value ?? '' })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, lg: 5 }}>
        <DatePickerInput
          label="Hasta"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar la fecha Hasta' }}
          ariaLabels={CALENDAR_LABELS}
          value={filters.to || null}
          onChange={(value) => onChange({ to: value ?? '' })}
          error={datesReversed(filters) ? DATES_REVERSED : undefined}
        />
      </Grid.Col>
    </Grid>
  );
}
