/** SPEC §2 properties tab: the list's status badge says sale as Venta, rent as Arriendo, any other value as is. */
export const adminStatusLabel = (status: string) => ({ sale: 'Venta', rent: 'Arriendo' })[status] ?? status;

/** The status filter of the admin list; an empty value is every status. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Todos los estados' },
  { value: 'sale', label: 'Venta' },
  { value: 'rent', label: 'Arriendo' },
  { value: 'sold', label: 'Vendido' },
  { value: 'rented', label: 'Arrendado' },
];

/** Not a status: the filter's way to the deleted listings, each restorable from its history. */
export const DELETED_FILTER = 'deleted';
export const ADMIN_LIST_FILTERS = [...STATUS_FILTER_OPTIONS, { value: DELETED_FILTER, label: 'Eliminadas' }];
