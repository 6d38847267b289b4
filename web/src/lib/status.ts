/** SPEC §4: status labels and badge colours. */
export const STATUS_LABEL: Record<string, string> = {
  sale: 'Venta',
  rent: 'Alquiler',
  sold: 'Vendido',
  rented: 'Alquilado',
};
export const STATUS_COLOR: Record<string, string> = { sale: 'teal', rent: 'orange', sold: 'gray', rented: 'gray' };
