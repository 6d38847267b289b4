import { describe, expect, it } from 'vitest';
import { adminListFromParams, paramsForAdminList } from './admin-list-params';

describe('the admin list in the address', () => {
  it('reads search, status and page, ignoring what is not valid', () => {
    expect(adminListFromParams(new URLSearchParams('search=%20Chic%C3%B3%20&status=sold&page=2'))).toEqual({
      search: 'Chicó',
      status: 'sold',
      page: 2,
    });
    expect(adminListFromParams(new URLSearchParams('status=nada&page=-3'))).toEqual({
      search: '',
      status: '',
      page: 1,
    });
  });

  it('writes a change keeping the tab and leaving defaults out', () => {
    const params = new URLSearchParams('tab=properties&search=casa&page=3');
    expect(paramsForAdminList(params, { status: 'rent', page: 1 }).toString()).toBe(
      'tab=properties&search=casa&status=rent',
    );
    expect(paramsForAdminList(params, { search: '  ' }).toString()).toBe('tab=properties&page=3');
  });
});
