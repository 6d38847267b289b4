import { HttpError } from '../fetch-json';

/**
 * SPEC §8's failure sentence as is, followed by the API's own explanation when it gave one (an expired session,
 * a date already past, a server not ready), so the admin learns why and not only that it failed.
 */
export function failureText(sentence: string, error: unknown): string {
  const reason = error instanceof HttpError ? error.apiMessage : undefined;
  return reason ? `${sentence} ${reason}` : sentence;
}
