import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to.js';

const ORIGIN = 'https://portal.example';

/** As the login page gets it: the address's query string, decoded once by URLSearchParams. */
const fromAddress = (query: string) => safeReturnTo(new URLSearchParams(query).get('returnTo'));

describe('safeReturnTo', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(fromAddress('returnTo=/properties?status=rent')).toBe('/properties?status=rent');
    expect(fromAddress('returnTo=%2Fproperties%3Fstatus%3Drent')).toBe('/properties?status=rent');
    expect(fromAddress('returnTo=%2F%3Fia%3Dapartamento%2520en%2520Chapinero')).toBe(
      '/?ia=apartamento%20en%20Chapinero',
    );
    expect(safeReturnTo('/propiedad/casa-en-envigado-prop-001#tour')).toBe('/propiedad/casa-en-envigado-prop-001#tour');
    expect(safeReturnTo('/admin')).toBe('/admin');
  });

  it('falls back to the home page when there is nothing to return to', () => {
    expect(fromAddress('')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });

  it('refuses backslashes, which browsers read as slashes', () => {
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('\\\\evil.example')).toBe('/');
    expect(safeReturnTo('/properties\\..\\evil')).toBe('/');
    expect(fromAddress('returnTo=/%5Cevil.example')).toBe('/');
    expect(fromAddress('returnTo=%5C%5Cevil.example')).toBe('/');
  });

  it('refuses tabs, newlines and other control characters, which the URL parser drops', () => {
    expect(safeReturnTo('/\t/evil.example')).toBe('/');
    expect(safeReturnTo('/\n/evil.example')).toBe('/');
    expect(safeReturnTo('/\r\n/evil.example')).toBe('/');
    expect(safeReturnTo('/\u0000/evil.example')).toBe('/');
    expect(fromAddress('returnTo=/%09/evil.example')).toBe('/');
    expect(fromAddress('returnTo=/%0A/evil.example')).toBe('/');
  });

  it('refuses protocol-relative addresses, encoded or not', () => {
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example/properties')).toBe('/');
    // Dot segments collapse once parsed: `/.//evil.example` is `//evil.example`.
    expect(safeReturnTo('/.//evil.example')).toBe('/');
    expect(fromAddress('returnTo=%2F%2Fevil.example')).toBe('/');
    // Encoded twice: the address decodes to `%2F%2Fevil.example` / `/%2F/evil.example`, a second decoding to `//…`.
    expect(fromAddress('returnTo=%252F%252Fevil.example')).toBe('/');
    expect(fromAddress('returnTo=/%252F/evil.example')).toBe('/');
    expect(fromAddress('returnTo=/%255Cevil.example')).toBe('/');
    expect(fromAddress('returnTo=/%2509/evil.example')).toBe('/');
  });

  it('refuses absolute addresses and other schemes', () => {
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example/properties')).toBe('/');
    expect(safeReturnTo(`${ORIGIN}.evil.example/`)).toBe('/');
    expect(safeReturnTo('javascript:alert(document.cookie)')).toBe('/');
    expect(safeReturnTo('JavaScript:alert(1)')).toBe('/');
    expect(fromAddress('returnTo=javascript%3Aalert(1)')).toBe('/');
    expect(safeReturnTo('data:text/html,<script>alert(1)</script>')).toBe('/');
    expect(safeReturnTo('evil.example')).toBe('/');
  });

  it('refuses a value that is not valid percent-encoding', () => {
    expect(safeReturnTo('/properties?q=%E0%A4%A')).toBe('/');
  });
});
