// The calendar's styles and Spanish month names travel with the panel's chunk only: visitors' pages never load them.
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

/** SPEC §2: the panel's calendars are in Spanish and their weeks start on Monday. */
export function AdminDatesProvider({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
