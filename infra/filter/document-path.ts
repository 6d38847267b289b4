/**
 * How a dotted path reaches values inside a document, following MongoDB: each segment looks a field up in
 * an object; on an array it applies to every element that is an object, and a numeric segment also indexes
 * the array (`tags.0`). A path can therefore reach several values, or none.
 */

/** "This path leads nowhere here": what `{ x: null }` matches and `$exists: false` requires. */
export const MISSING: unique symbol = Symbol('missing');

export function splitPath(path: string): readonly string[] {
  return path.split('.');
}

/** someAtPath bound to one path; a plain field (no dot), the common case, is read directly. */
export function pathTester(path: string): (doc: unknown, test: (reached: unknown) => boolean) => boolean {
  const segments = splitPath(path);
  if (segments.length > 1) return (doc, test) => someAtPath(doc, segments, test);
  return (doc, test) => {
    const value = isPlainObject(doc) ? doc[path] : undefined;
    return test(value === undefined ? MISSING : value);
  };
}

/**
 * True when `test` holds for at least one value the path reaches. A path that stops early outside any array
 * reaches MISSING; inside an array, elements without the field are skipped (mingo's reading of MongoDB,
 * which the differential test holds us to). Walks without allocating: filters run over whole collections.
 */
export function someAtPath(
  value: unknown,
  segments: readonly string[],
  test: (reached: unknown) => boolean,
  from = 0,
  insideArray = false,
): boolean {
  if (from === segments.length) return test(value);
  const segment = segments[from] as string;
  if (Array.isArray(value)) {
    if (isIndex(segment)) {
      const index = Number(segment);
      if (
        index < value.length
          ? someAtPath(value[index], segments, test, from + 1, insideArray)
          : !insideArray && test(MISSING)
      )
        return true;
    }
    for (const element of value) {
      if (isPlainObject(element) && someAtPath(element, segments, test, from, true)) return true;
    }
    return false;
  }
  if (isPlainObject(value)) {
    const next = value[segment];
    if (next !== undefined) return someAtPath(next, segments, test, from + 1, insideArray);
  }
  return insideArray ? false : test(MISSING);
}

/** The one value at a path that crosses only objects, else MISSING: what sorting compares. */
export function valueAtPath(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (!isPlainObject(current)) return MISSING;
    current = current[segment];
    if (current === undefined) return MISSING;
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}
