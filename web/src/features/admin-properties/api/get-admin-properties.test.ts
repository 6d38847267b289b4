import { describe, expect, it } from 'vitest';
import { adminPropertiesUrl } from './get-admin-properties';

describe('the admin list request', () => {
  it('asks for pages of 50 of every publication, with the search trimmed and the status only when one is chosen', () => {
    expect(adminPropertiesUrl({ search: '', status: '', page: 1 })).toBe(
      '/api/properties?page=1&limit=50&publication=all',
    );
    expect(adminPropertiesUrl({ search: '  APT-2012 ', status: 'sold', page: 2 })).toBe(
      '/api/properties?page=2&limit=50&publication=all&search=APT-2012&status=sold',
    );
  });
});
