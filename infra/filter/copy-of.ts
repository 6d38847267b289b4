/**
 * A copy of a value as JSON gives it (plain objects, arrays, strings, finite numbers, booleans, null): what
 * parsing its JSON again would give, in half the time. Both embedded stores hand out such copies of the documents
 * they keep, so that no caller can change a store through a document it was given.
 */
export function copyOf<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = copyOf(value[index]);
    return copy as T;
  }
  const fields = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  const keys = Object.keys(fields);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    // Assigned, a field named "__proto__" would set the copy's prototype instead of being a field.
    if (key === '__proto__')
      Object.defineProperty(copy, key, {
        value: copyOf(fields[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = copyOf(fields[key]);
  }
  return copy as T;
}
