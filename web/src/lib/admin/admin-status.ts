/**
 * SPEC §2/§4: the admin list says sale as Venta and rent as Arriendo (the site says Alquiler), sold as Vendido and
 * rented as Alquilado; a value the panel does not know is shown as it is.
 */
const ADMIN_STATUS_LABEL: Readonly<Record<string, string>> = {
  sale: 'Venta',
  rent: 'Arriendo',
  sold: 'Vendido',
  rented: 'Alquilado',
};
export const adminStatusLabel = (status: string) => ADMIN_STATUS_LABEL[status] ?? status;

/** The status filter of the admin list; an empty value is every status. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Todos los estados' },
  ...Object.entries(ADMIN_STATUS_LABEL).map(([value, label]) => ({ value, label })),
];

/** Not a status: the filter's way to the deleted listings, each restorable from its history. */
export const DELETED_FILTER = 'deleted';
export const ADMIN_LIST_FILTERS = [...STATUS_FILTER_OPTIONS, { value: DELETED_FILTER, label: 'Eliminadas' }];

/** A listing's publication as the panel says it: who may see it (orthogonal to its status). */
export const PUBLICATION_LABEL = {
  draft: 'Borrador',
  published: 'Publicada',
  paused: 'Pausada',
  scheduled: 'Programada',
} as const;
export type Publication = keyof typeof PUBLICATION_LABEL;
