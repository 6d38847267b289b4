import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { CALENDAR_LABELS } from '../../../lib/admin/calendar-labels';
import {
  DATES_REVERSED,
  datesReversed,
  LEAD_STATUS_OPTIONS,
  UNASSIGNED,
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
  /** The team, when the person sees everyone's leads (admins): then the leads can be filtered by asesor. */
  team?: ReadonlyArray<{ id: string; name: string }> | undefined;
}

/**
 * Search, status, asesor (admins) and Colombian days; the end day is checked against the start before anything is
 * asked.
 */
export function LeadFilters({ typed, filters, onType, onChange, team }: Props) {
  const agentOptions = team && [
    { value: '', label: 'Todos' },
    { value: UNASSIGNED, label: 'Sin asignar' },
    ...team.map((member) => ({ value: member.id, label: member.name })),
  ];
  // A chosen asesor who has left the team stays chosen (and named) until the filter changes.
  if (agentOptions && filters.agent !== '' && !agentOptions.some((option) => option.value === filters.agent))
    agentOptions.push({ value: filters.agent, label: 'Otra persona' });
  const narrow = agentOptions ? { base: 12, xs: 12, lg: 4 } : { base: 24, xs: 8, lg: 4 };
  const day = agentOptions ? { base: 12, xs: 12, lg: 4 } : { base: 12, xs: 8, lg: 5 };
  return (
    // 24 columns: the search gets the room its placeholder needs beside the narrow fields.
    <Grid gap="sm" columns={24}>
      <Grid.Col span={{ base: 24, lg: agentOptions ? 8 : 10 }}>
        <TextInput
          label="Buscar"
          placeholder="Nombre, email, teléfono o propiedad"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => onType(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={narrow}>
        <NativeSelect
          label="Estado"
          data={STATUS_FILTER_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as LeadStatus | '' })}
        />
      </Grid.Col>
      {agentOptions && (
        <Grid.Col span={narrow}>
          <NativeSelect
            label="Asesor"
            data={agentOptions}
            value={filters.agent}
            onChange={(event) => onChange({ agent: event.currentTarget.value })}
          />
        </Grid.Col>
      )}
      <Grid.Col span={day}>
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
      <Grid.Col span={day}>
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
