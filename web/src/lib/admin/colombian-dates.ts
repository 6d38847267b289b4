const COLOMBIAN_CLOCK = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Bogota',
});

/** SPEC §2's `dd/MM/yyyy HH:mm`, as a clock in Colombia shows it, whatever the admin's device is set to. */
export function formatColombianDateTime(iso: string): string {
  const parts = Object.fromEntries(
    COLOMBIAN_CLOCK.formatToParts(new Date(iso)).map(({ type, value }) => [type, value] as const),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The same, or `Nunca` when there is no date: never used, never expires, never signed in. */
export const formatDateTimeOrNever = (iso: string | null) => (iso === null ? 'Nunca' : formatColombianDateTime(iso));
