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

/** Colombia has kept UTC−5 all year since 1993 (no daylight saving): a wall-clock time there has this one offset. */
const COLOMBIA_OFFSET = '-05:00';
const OFFSET_MS = 5 * 3_600_000;

/** An instant as Colombia's clock reads it, with its offset: "2026-12-01T08:00:00-05:00". */
export function colombianIso(iso: string): string {
  const wall = new Date(Date.parse(iso) - OFFSET_MS).toISOString().slice(0, 19);
  return `${wall}${COLOMBIA_OFFSET}`;
}

/** A date picker's "2026-12-01 08:00:00", read on Colombia's clock whatever the device is set to. */
export const fromColombianWallTime = (wall: string) => `${wall.trim().replace(' ', 'T')}${COLOMBIA_OFFSET}`;

/** The other way: what a date picker shows for a Colombian ISO date-time ("2026-12-01 08:00:00"). */
export const toColombianWallTime = (iso: string) => colombianIso(iso).slice(0, 19).replace('T', ' ');
