/**
 * A path of this site is one '/' and then no second '/', no backslash (browsers read `\` as `/`, so `/\evil`
 * is `//evil`) and no control character (the URL parser silently drops tabs and newlines, so `/<tab>/evil` is
 * `//evil` too).
 */
const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);

/**
 * Where to go after signing in: `value` (the already-decoded `returnTo` parameter) when it is a path of the
 * site at `origin`, otherwise the home page — never an open redirect. The value is also checked once more
 * decoded, so an encoded `%5C`, `%09` or `%2F%2F` is refused as well, and finally parsed against the site's
 * own origin, which is what the browser will do with it.
 */
export function safeReturnTo(value: string | null | undefined, origin: string): string {
  if (!value || !isLocalPath(value)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (!isLocalPath(decoded)) return '/';
  const url = new URL(value, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}
