/**
 * SPEC §2 Tokens API: the table's dates read `dd/MM/yyyy HH:mm` (or Nunca), in Colombian time whatever the admin's
 * device says. Colombia keeps UTC−5 all year (no daylight saving), so one of its calendar days is a fixed span of
 * UTC and the chosen expiry day can be turned into an instant without a time-zone library.
 */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

const dateTimeFormat = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Bogota',
});

/** `dd/MM/yyyy HH:mm` in Colombian time; `Nunca` when there is no date (never used, never expires). */
export function formatTokenDate(iso: string | null): string {
  if (iso === null) return 'Nunca';
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value] as const),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Today's calendar day in Colombia (`YYYY-MM-DD`, the calendar's own format): the first day a token may expire. */
export function colombianToday(now: Date): string {
  return new Date(now.getTime() + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant a token chosen to expire on `day` (`YYYY-MM-DD`) stops working: the end of that day in Colombia, so
 * a token set to expire today still works until midnight instead of being born expired.
 */
export function expiryInstant(day: string): string {
  return `${day}T23:59:59.999-05:00`;
}
