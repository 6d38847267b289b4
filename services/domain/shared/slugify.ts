/**
 * SPEC §2 slug rule. `maxLength` limits the title itself (SPEC: "limited to 60 title characters"),
 * before hyphens are trimmed, so a cut never leaves a trailing hyphen.
 */
export function slugify(text: string, maxLength?: number): string {
  const limited = maxLength === undefined ? text : Array.from(text).slice(0, maxLength).join('');
  return limited
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const PROPERTY_SLUG_TITLE_LENGTH = 60;

/** `{title-slug}-{id}`; a title with no letters or digits leaves just the id. */
export function propertySlug(title: string, id: string): string {
  const titleSlug = slugify(title, PROPERTY_SLUG_TITLE_LENGTH);
  return titleSlug === '' ? id : `${titleSlug}-${id}`;
}

const TRAILING_UUID = /(?<=^|-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where a `prop-…` id may start: the beginning or just after a hyphen. */
const PROP_ID_START = /(?<=^|-)prop-/gi;

/** The property id at the end of a slug: a UUID, else a `prop-…` id, else the last hyphen-separated segment. */
export function idFromSlug(slug: string): string {
  const uuid = TRAILING_UUID.exec(slug);
  if (uuid) return uuid[0];
  // The last `prop-` wins: the title part may itself contain the word "prop".
  const start = Array.from(slug.matchAll(PROP_ID_START)).at(-1)?.index;
  if (start !== undefined && start + 'prop-'.length < slug.length) return slug.slice(start);
  return slug.slice(slug.lastIndexOf('-') + 1);
}
