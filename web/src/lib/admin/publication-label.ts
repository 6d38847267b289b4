import { PUBLICATION_LABEL, type Publication } from './admin-status';

const SHORT_COLOMBIAN = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Bogota',
});

/** "1 dic 08:00": an instant as a clock in Colombia reads it (24 hours, as the whole panel), short enough for a badge. */
function formatColombianShort(iso: string): string {
  const parts = Object.fromEntries(
    SHORT_COLOMBIAN.formatToParts(new Date(iso)).map(({ type, value }) => [type, value] as const),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute}`;
}

/** The publication badge's words: "Programada · 1 dic 08:00" says when a scheduled listing goes public. */
export function publicationLabel(publication: Publication, publishAt: string | null | undefined): string {
  const label = PUBLICATION_LABEL[publication];
  return publication === 'scheduled' && publishAt ? `${label} · ${formatColombianShort(publishAt)}` : label;
}
