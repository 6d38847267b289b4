/** Colombia keeps UTC−5 all year (no daylight saving time since 1993), so a fixed offset is exact. */
const OFFSET_MS = -5 * 60 * 60 * 1_000;
const DAY_MS = 24 * 60 * 60 * 1_000;

/** The instant a Colombian calendar day (`AAAA-MM-DD`) starts, as an ISO-8601 UTC string. */
export const startOfColombianDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString();

/** The instant the day after a Colombian calendar day starts: the end, excluded, of a range that includes it. */
export const endOfColombianDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS + DAY_MS).toISOString();

/** `AAAA-MM-DD HH:mm` as a clock in Colombia shows it: sortable, and read as a date by spreadsheets. */
export const colombianDateTime = (instant: string | Date) =>
  new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

export const colombianDate = (instant: Date) => colombianDateTime(instant).slice(0, 10);
