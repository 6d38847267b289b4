import { describe, expect, it } from 'vitest';
import { adminListFromParams, DEFAULT_ADMIN_LIST, isFiltered, paramsForAdminList } from './admin-list-params';

describe('the admin list in the address', () => {
  it('reads filters, sort and page, ignoring what is not valid', () => {
    const params = new URLSearchParams(
      'search=%20Chic%C3%B3%20&status=sold&propertyType=casa&municipality=cali&publication=draft&agent=none' +
        '&sortBy=visits30&sortOrder=asc&page=2',
    );
    expect(adminListFromParams(params)).toEqual({
      search: 'Chicó',
      status: 'sold',
      propertyType: 'casa',
      municipality: 'cali',
      publication: 'draft',
      agent: 'none',
      sortBy: 'visits30',
      sortOrder: 'asc',
      page: 2,
    });
    expect(
      adminListFromParams(new URLSearchParams('status=nada&publication=oculta&sortBy=color&sortOrder=x&page=-3')),
    ).toEqual(DEFAULT_ADMIN_LIST);
  });

  it('writes a change keeping the tab and the listing being edited, and leaving defaults out', () => {
    const params = new URLSearchParams('tab=properties&edit=abc&search=casa&page=3');
    expect(paramsForAdminList(params, { status: 'rent', page: 1 }).toString()).toBe(
      'tab=properties&edit=abc&search=casa&status=rent',
    );
    expect(paramsForAdminList(params, { search: '  ' }).toString()).toBe('tab=properties&edit=abc&page=3');
    expect(paramsForAdminList(params, { sortBy: 'price', sortOrder: 'asc' }).toString()).toBe(
      'tab=properties&edit=abc&search=casa&page=3&sortBy=price&sortOrder=asc',
    );
  });

  it('tells a filtered list from the whole one', () => {
    expect(isFiltered(DEFAULT_ADMIN_LIST)).toBe(false);
    expect(isFiltered({ ...DEFAULT_ADMIN_LIST, sortBy: 'price', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_ADMIN_LIST, agent: 'none' })).toBe(true);
  });
});
