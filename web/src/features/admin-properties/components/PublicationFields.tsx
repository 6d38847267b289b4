import { Badge, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarClock } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { PUBLICATION_LABEL, type Publication } from '../../../lib/admin/admin-status';
import { CALENDAR_LABELS } from '../../../lib/admin/calendar-labels';
import {
  formatColombianDateTime,
  fromColombianWallTime,
  toColombianWallTime,
} from '../../../lib/admin/colombian-dates';
import type { PropertyForm } from '../utils/property-form-values';

const COLOR: Record<Publication, string> = { draft: 'gray', published: 'teal', paused: 'orange', scheduled: 'blue' };

/** What each publication means to the person about to change it. */
const MEANING: Record<Publication, string> = {
  draft: 'Nadie fuera del equipo la ve hasta que la publiques.',
  published: 'Visible en el sitio para todos los visitantes.',
  paused: 'Oculta en el sitio; conserva su historia, sus visitas y sus contactos.',
  scheduled: 'El sistema la publicará en la fecha elegida.',
};

interface Props {
  form: PropertyForm;
  /** Where the listing stands as saved; null for a new one. */
  current: Publication | null;
  /** The listing as saved is scheduled for this instant. */
  savedPublishAt: string | null;
  scheduling: boolean;
  onSchedulingChange: (scheduling: boolean) => void;
}

/** Who may see the listing, and a date and hour (Colombian time) to publish it at. */
export function PublicationFields({ form, current, savedPublishAt, scheduling, onSchedulingChange }: Props) {
  const { errors } = form.formState;
  return (
    <Fieldset p={{ base: 'xs', xs: 'md' }} legend="Publicación">
      <Stack gap="sm">
        {current && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Estado de publicación:</Text>
            <Badge color={COLOR[current]} variant="light">
              {PUBLICATION_LABEL[current]}
            </Badge>
            <Text size="sm" c="dimmed">
              {current === 'scheduled' && savedPublishAt
                ? `Se publicará el ${formatColombianDateTime(savedPublishAt)} (hora de Colombia).`
                : MEANING[current]}
            </Text>
          </Group>
        )}
        {current !== 'published' && (
          <Switch
            label="Programar la publicación"
            description="El sistema la publica sola en la fecha y hora que elijas."
            checked={scheduling}
            // A scheduled listing keeps a date: it is published now, or its date is changed.
            disabled={current === 'scheduled'}
            onChange={(event) => onSchedulingChange(event.currentTarget.checked)}
          />
        )}
        {scheduling && (
          <Controller
            control={form.control}
            name="publishAt"
            render={({ field }) => (
              <DateTimePicker
                label="Fecha y hora de publicación"
                description="Hora de Colombia."
                placeholder="Elige fecha y hora"
                valueFormat="DD/MM/YYYY hh:mm A"
                leftSection={<IconCalendarClock size={16} aria-hidden />}
                minDate={toColombianWallTime(new Date().toISOString()).slice(0, 10)}
                ariaLabels={CALENDAR_LABELS}
                value={field.value ? toColombianWallTime(field.value) : null}
                onChange={(value) => field.onChange(value ? fromColombianWallTime(value) : '')}
                onBlur={field.onBlur}
                error={errors.publishAt?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
