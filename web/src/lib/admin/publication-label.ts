import { PUBLICATION_LABEL, type Publication } from './admin-status';

const SHORT_COLOMBIAN = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** "1 dic 8:00 a. m.": an instant as a clock in Colombia reads it, short enough for a badge. */
function formatColombianShort(iso: string): string {
  const parts = Object.fromEntries(
    SHORT_COLOMBIAN.formatToParts(new Date(iso)).map(({ type, value }) => [type, value] as const),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  // Browsers put no-break spaces inside "a. m."; the badge wraps nowhere anyway.
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`.replace(/\s/g, ' ');
}

/** The publication badge's words: "Programada · 1 dic 8:00 a. m." says when a scheduled listing goes public. */
export function publicationLabel(publication: Publication, publishAt: string | null | undefined): string {
  const label = PUBLICATION_LABEL[publication];
  return publication === 'scheduled' && publishAt ? `${label} · ${formatColombianShort(publishAt)}` : label;
}
