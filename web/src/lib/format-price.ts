const COP = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** SPEC §1: pesos in es-CO with a $ sign and no decimals. */
export function formatPesos(price: string | number): string {
  const value = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(value) ? COP.format(value) : String(price);
}

/** SPEC §4: a listing's price; rent and rented are monthly. */
export function formatPrice(price: string | number, status: string): string {
  const amount = formatPesos(price);
  return status === 'rent' || status === 'rented' ? `${amount}/mes` : amount;
}
