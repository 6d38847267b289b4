const COP = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** SPEC §1/§4: pesos in es-CO with no decimals; rent and rented are monthly. */
export function formatPrice(price: string | number, status: string): string {
  const value = typeof price === 'number' ? price : Number(price);
  const amount = Number.isFinite(value) ? COP.format(value) : String(price);
  return status === 'rent' || status === 'rented' ? `${amount}/mes` : amount;
}
