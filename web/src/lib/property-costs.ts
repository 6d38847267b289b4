import type { PropertyDto } from './api-contract';
import { formatPesos } from './format-price';

type CostSource = Pick<PropertyDto, 'price' | 'status' | 'pricePerM2' | 'administration' | 'stratum'>;

const amountOf = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
};

const isRental = (status: string) => status === 'rent' || status === 'rented';

/** One line of the Colombian cost block: `label` names it in full, `short` is the card's compact wording. */
export interface CostLine {
  key: 'administration' | 'stratum' | 'pricePerM2' | 'monthlyTotal';
  label: string;
  short: string;
  value: string;
}

/**
 * What a Colombian buyer or tenant compares before visiting, as the big portals show it: the building's
 * monthly fee (administración), the estrato (it sets utility rates and taxes), the price per m² and, for a
 * rental, what the tenant pays each month (rent plus administración). Lines the listing cannot support are left
 * out: no fee → no administración and no total (it would repeat the rent); no area → no price per m².
 */
export function costLines(property: CostSource): CostLine[] {
  const lines: CostLine[] = [];
  const fee = amountOf(property.administration);
  const price = amountOf(property.price);
  if (fee !== null && fee > 0)
    lines.push({ key: 'administration', label: 'Administración', short: 'Adm.', value: `${formatPesos(fee)}/mes` });
  if (property.stratum !== null)
    lines.push({ key: 'stratum', label: 'Estrato', short: 'Estrato', value: String(property.stratum) });
  // Computed once, by the server (services/domain/property/price-per-m2.ts), which also sorts by it.
  const perMetre = property.pricePerM2;
  if (perMetre !== null)
    lines.push({ key: 'pricePerM2', label: 'Precio por m²', short: 'Precio/m²', value: `${formatPesos(perMetre)}/m²` });
  // A tenant's first question, so it leads.
  if (isRental(property.status) && fee !== null && fee > 0 && price !== null)
    lines.unshift({
      key: 'monthlyTotal',
      label: 'Total mensual',
      short: 'Total mensual',
      value: formatPesos(price + fee),
    });
  return lines;
}

/**
 * The card's share of the block, so a card at 360 px grows by one line at most: the price per m² (shown beside
 * the price) and one summary line. A rental's total already holds its administración, so that is not repeated.
 */
export function compactCosts(property: CostSource): { pricePerM2: string | null; summary: string | null } {
  const lines = costLines(property);
  const hasTotal = lines.some((line) => line.key === 'monthlyTotal');
  const summary = lines
    .filter((line) => line.key !== 'pricePerM2' && !(hasTotal && line.key === 'administration'))
    .map((line) => `${line.short} ${line.value}`);
  return {
    pricePerM2: lines.find((line) => line.key === 'pricePerM2')?.value ?? null,
    summary: summary.length > 0 ? summary.join(' · ') : null,
  };
}
