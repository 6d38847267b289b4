/** Stands for this site: only the path, query and fragment of `returnTo` are ever used. */
const SITE = 'http://placeholder.invalid';

/** Starts with exactly one `/`, and holds no backslash or control character. */
const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !/[\\\p{Cc}]/u.test(value);

/**
 * Where to send the visitor after signing in: a path of this site, or `/`. An open redirect would let a
 * phishing link bounce through our sign-in. Browsers read `\` as `/` and drop tabs and newlines inside
 * URLs, so `/\evil.example` and `/<tab>/evil.example` mean `//evil.example`; and dot segments collapse,
 * so `/.//evil.example` becomes `//evil.example` once parsed. Hence the value (already percent-decoded
 * once, as a query parameter), the value decoded once more (`%255C` arrives as `%5C`), and its parsed form
 * must all be local paths on this origin. The server's redirect and the sign-in page share this one check.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !isLocalPath(value) || !URL.canParse(value, SITE)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (!isLocalPath(decoded)) return '/';
  const url = new URL(value, SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SITE && isLocalPath(path) ? path : '/';
}
