const AREA = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** Areas as Colombians read them: `42.000 m²`, `85,5 m²`. */
export function formatArea(area: string | number): string {
  const value = typeof area === 'number' ? area : Number(area);
  return `${Number.isFinite(value) ? AREA.format(value) : String(area)} m²`;
}
