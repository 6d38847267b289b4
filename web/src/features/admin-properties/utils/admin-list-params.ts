import type { AdminListQuery } from '../api/get-admin-properties';
import { DELETED_FILTER } from '../../../lib/admin/admin-status';

const STATUSES = new Set(['sale', 'rent', 'sold', 'rented', DELETED_FILTER]);

/** The admin list's search, status and page as the address holds them, so a reload or a shared link shows the same page. */
export function adminListFromParams(params: URLSearchParams): AdminListQuery {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: STATUSES.has(status) ? status : '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address after a change to the list; defaults leave no parameter, and the others (tab, edit) stay. */
export function paramsForAdminList(params: URLSearchParams, change: Partial<AdminListQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const query = { ...adminListFromParams(params), ...change };
  const set = (key: string, value: string, isDefault: boolean) => (isDefault ? next.delete(key) : next.set(key, value));
  set('search', query.search.trim(), query.search.trim() === '');
  set('status', query.status, query.status === '');
  set('page', String(query.page), query.page === 1);
  return next;
}
