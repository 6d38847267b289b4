/**
 * SPEC §2 Tokens API: the expiry is chosen as a Colombian calendar day. Colombia keeps UTC−5 all year (no daylight
 * saving), so one of its calendar days is a fixed span of UTC and the chosen expiry day can be turned into an instant
 * without a time-zone library.
 */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

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
