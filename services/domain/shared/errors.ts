/**
 * Domain errors carry a kind that the API maps to an HTTP status in one table
 * (services/api/errors.ts) and a Spanish message that is shown to people as is.
 */
/**
 * `unavailable`: the service cannot take the request right now, and nothing was stored. `gone`: what was asked for
 * existed and is over for good (a used or expired link): asking again will not help, asking for a new one will.
 */
export type DomainErrorKind =
  'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'unavailable';

export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string, errors: FieldError[] = []) =>
  new DomainError('validation', message, errors);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const gone = (message: string) => new DomainError('gone', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
