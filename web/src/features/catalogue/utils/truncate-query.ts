/** SPEC §9: the last AI query shows in a badge, cut at 30 characters. */
const QUERY_BADGE_LENGTH = 30;

export const truncateQuery = (query: string): string =>
  query.length > QUERY_BADGE_LENGTH ? `${query.slice(0, QUERY_BADGE_LENGTH)}...` : query;
