import { describe, expect, it } from 'vitest';
import { apiFieldErrors, HttpError } from '../fetch-json';
import { failureText } from './failure-text';

const refusal = new HttpError(
  400,
  'Bad Request',
  JSON.stringify({
    message: 'La fecha de expiración no puede estar en el pasado',
    errors: [{ path: 'expiresAt', message: 'La fecha de expiración no puede estar en el pasado' }, { path: 3 }],
  }),
);

describe('what a failed save tells the admin', () => {
  it("says the SPEC's sentence, then the API's reason when there is one", () => {
    expect(failureText('No se pudo crear el token de autenticación.', refusal)).toBe(
      'No se pudo crear el token de autenticación. La fecha de expiración no puede estar en el pasado',
    );
    expect(failureText('No se pudo eliminar el token.', new HttpError(502, 'Bad Gateway', '<html>'))).toBe(
      'No se pudo eliminar el token.',
    );
    expect(failureText('No se pudo eliminar el token.', new TypeError('Failed to fetch'))).toBe(
      'No se pudo eliminar el token.',
    );
  });

  it("reads the API's per-field refusals and ignores anything else", () => {
    expect(apiFieldErrors(refusal)).toEqual([
      { path: 'expiresAt', message: 'La fecha de expiración no puede estar en el pasado' },
    ]);
    expect(apiFieldErrors(new HttpError(500, 'Internal Server Error', 'not json'))).toEqual([]);
    expect(apiFieldErrors(new Error('x'))).toEqual([]);
  });
});
