import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_LIST } from '../utils/admin-list-params';
import { adminPropertiesUrl, staffFilters } from './get-admin-properties';

describe('the admin list request', () => {
  it('asks for pages of 50 of every publication, in the order chosen, with only the filters set', () => {
    expect(adminPropertiesUrl(DEFAULT_ADMIN_LIST)).toBe(
      '/api/properties?page=1&limit=50&publication=all&sortBy=createdAt&sortOrder=desc',
    );
    expect(
      adminPropertiesUrl({
        ...DEFAULT_ADMIN_LIST,
        search: 'APT-2012',
        status: 'sold',
        publication: 'paused',
        agent: 'none',
        sortBy: 'visits30',
        sortOrder: 'asc',
        page: 2,
      }),
    ).toBe(
      '/api/properties?page=2&limit=50&publication=paused&search=APT-2012&status=sold&agent=none&sortBy=visits30&sortOrder=asc',
    );
  });

  it('sends a bulk action’s "all matching" with the same filters the table shows', () => {
    expect(staffFilters({ ...DEFAULT_ADMIN_LIST, municipality: 'cali', page: 3, sortBy: 'price' })).toEqual({
      publication: 'all',
      municipality: 'cali',
    });
  });
});
