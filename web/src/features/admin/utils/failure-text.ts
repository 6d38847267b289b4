import { HttpError } from '../../../lib/fetch-json';

/**
 * SPEC §8's failure sentence as is, followed by the API's own explanation when it gave one (an expired session,
 * a date already past, a server not ready), so the admin learns why and not only that it failed.
 */
export function failureText(sentence: string, error: unknown): string {
  const reason = error instanceof HttpError ? error.apiMessage : undefined;
  return reason ? `${sentence} ${reason}` : sentence;
}

/** The API's per-field refusals (`{ errors: [{ path, message }] }`), when the answer carries them. */
export function fieldErrors(error: unknown): Array<{ path: string; message: string }> {
  if (!(error instanceof HttpError)) return [];
  try {
    const body = JSON.parse(error.body) as { errors?: unknown };
    return Array.isArray(body.errors)
      ? body.errors.filter(
          (item): item is { path: string; message: string } =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as { path?: unknown }).path === 'string' &&
            typeof (item as { message?: unknown }).message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
