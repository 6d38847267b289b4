import { Loader } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { readableDay } from '../../../lib/api-contract';
import { CALENDAR_LABELS } from '../../../lib/admin/calendar-labels';
import { colombianIso } from '../../../lib/admin/colombian-dates';
import { failureMessage } from '../../../lib/fetch-json';
import { showToast } from '../../../lib/toast';
import { scheduleLeadFollowUp } from '../api/leads';
import type { Lead } from '../utils/lead-inbox';

/**
 * «Recordarme el…» (issue 39 §4): the day to get back to the visitor. That day at 7:00 the lead's asesor gets a mail,
 * and the lead is listed under «Pendientes hoy». Saved as soon as a day is chosen; the cross calls it off.
 */
export function LeadFollowUpField({ lead }: { lead: Lead }) {
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const today = colombianIso(new Date().toISOString()).slice(0, 10);
  const save = async (day: string | null) => {
    setPending(day);
    try {
      await scheduleLeadFollowUp(lead.id, day);
      void showToast({
        title: day ? 'Seguimiento programado' : 'Seguimiento quitado',
        // Today's 7:00 mail may be gone already: a follow-up for today is in «Pendientes hoy» at once.
        message: !day
          ? `La solicitud de ${lead.name} ya no tiene seguimiento.`
          : day === today
            ? `La solicitud de ${lead.name} está en «Pendientes hoy».`
            : `El ${readableDay(day)} a las 7:00 llegará un recordatorio de la solicitud de ${lead.name}.`,
      });
    } catch (failure) {
      void showToast({
        title: 'No se pudo programar el seguimiento',
        message: failureMessage(failure, 'Inténtalo de nuevo en unos momentos.'),
        variant: 'destructive',
      });
    } finally {
      setPending(undefined);
    }
  };
  const value = pending !== undefined ? pending : lead.followUpOn;
  const overdue = lead.followUpOn !== null && lead.followUpOn < today;
  return (
    <DatePickerInput
      label="Recordarme el…"
      placeholder="Elige un día"
      valueFormat="DD/MM/YYYY"
      leftSection={<IconBell size={16} aria-hidden />}
      rightSection={pending !== undefined ? <Loader size={14} aria-label="Guardando seguimiento" /> : undefined}
      clearable={pending === undefined && lead.followUpOn !== null}
      clearButtonProps={{ 'aria-label': 'Quitar el seguimiento' }}
      ariaLabels={CALENDAR_LABELS}
      minDate={today}
      value={value}
      disabled={pending !== undefined}
      onChange={(day) => void save(day)}
      description={
        overdue
          ? `Vencido: era para el ${readableDay(lead.followUpOn!)}`
          : 'Ese día a las 7:00 te llega un correo y aparece en «Pendientes hoy»'
      }
      styles={overdue ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
    />
  );
}
