import { DELETED_FILTER, PUBLICATION_LABEL, type Publication } from '../../../lib/admin/admin-status';

const STATUSES = new Set(['sale', 'rent', 'sold', 'rented', DELETED_FILTER]);

/** The table's sortable columns, as the staff list's `sortBy` names them. */
export const ADMIN_SORTS = [
  'createdAt',
  'title',
  'propertyTypeName',
  'municipalityName',
  'status',
  'publication',
  'price',
  'agentId',
  'updatedAt',
  'visits30',
  'leads30',
] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

/** The admin list as the address holds it, so a reload or a shared link shows the same table. */
export interface AdminListQuery {
  search: string;
  /** A status, DELETED_FILTER (the deleted listings instead of the table), or '' for every one. */
  status: string;
  propertyType: string;
  municipality: string;
  publication: Publication | '';
  /** An asesor's id, 'none' (the agency's own) or '' for everyone's. */
  agent: string;
  sortBy: AdminSort;
  sortOrder: 'asc' | 'desc';
  page: number;
}

/** The newest first, as before the table could sort. */
export const DEFAULT_ADMIN_LIST: AdminListQuery = {
  search: '',
  status: '',
  propertyType: '',
  municipality: '',
  publication: '',
  agent: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the list from the address, ignoring what is not valid. */
export function adminListFromParams(params: URLSearchParams): AdminListQuery {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const status = text('status');
  const publication = text('publication');
  const sortBy = params.get('sortBy');
  const page = Number(params.get('page'));
  return {
    search: text('search'),
    status: STATUSES.has(status) ? status : '',
    propertyType: text('propertyType'),
    municipality: text('municipality'),
    publication: oneOf(Object.keys(PUBLICATION_LABEL) as Publication[], publication) ? publication : '',
    agent: text('agent'),
    sortBy: oneOf(ADMIN_SORTS, sortBy) ? sortBy : DEFAULT_ADMIN_LIST.sortBy,
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address after a change to the list; defaults leave no parameter, and the others (tab, edit) stay. */
export function paramsForAdminList(params: URLSearchParams, change: Partial<AdminListQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const query = { ...adminListFromParams(params), ...change };
  for (const key of Object.keys(DEFAULT_ADMIN_LIST) as Array<keyof AdminListQuery>) {
    const value = String(query[key]).trim();
    if (value === String(DEFAULT_ADMIN_LIST[key])) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Whether any filter narrows the list (the empty table then says so, rather than that there are no listings). */
export const isFiltered = (query: AdminListQuery) =>
  (['search', 'status', 'propertyType', 'municipality', 'publication', 'agent'] as const).some(
    (key) => query[key] !== '',
  );
