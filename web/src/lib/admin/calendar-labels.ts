/** The calendar's buttons, named in Spanish for screen readers (Mantine's defaults are in English). */
export const CALENDAR_LABELS = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  monthLevelControl: 'Elegir mes',
  yearLevelControl: 'Elegir año',
};
