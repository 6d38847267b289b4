import type { CharacteristicId } from '../master-data.js';
import type { Context, Layout } from './listing-context.js';
import { APARTMENT_LIKE } from './property-types.js';

/** Price per m² relative to stratum 4. */
const STRATUM_PRICE: Readonly<Record<number, number>> = { 1: 0.45, 2: 0.55, 3: 0.72, 4: 1, 5: 1.3, 6: 1.85 };
/** Monthly administration fee per built m², by stratum. */
const ADMIN_PER_M2: Readonly<Record<number, number>> = { 1: 2_200, 2: 2_600, 3: 3_200, 4: 4_300, 5: 5_600, 6: 7_600 };

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The sale value: built (and land) area at the city's price per m² for the stratum, within bounds usual for the type. */
function salePriceFor(ctx: Context, stratum: number | null, layout: Layout): number {
  const { typeId, market, hood } = ctx;
  const perM2 = market.base * STRATUM_PRICE[stratum ?? 4]! * (hood.priceFactor ?? 1);
  const built = layout.builtArea ?? 0;
  const land = layout.area ?? 0;
  const jitter = ctx.dice.real(0.93, 1.08);
  let price: number;
  let bounds: [number, number] = [100_000_000, 6_000_000_000];
  switch (typeId) {
    case 'apartamento':
      price = built * perM2;
      bounds = [180_000_000, 2_500_000_000];
      break;
    case 'duplex':
      price = built * perM2 * 1.08;
      bounds = [350_000_000, 2_500_000_000];
      break;
    case 'penthouse':
      price = built * perM2 * 1.2;
      bounds = [600_000_000, 3_800_000_000];
      break;
    case 'apartaestudio':
      price = built * perM2 * 1.12;
      bounds = [120_000_000, 900_000_000];
      break;
    case 'casa':
      price = built * perM2 * 0.92;
      break;
    case 'casa-campestre':
      price = built * perM2 * 0.85 + land * market.landRate;
      break;
    case 'finca':
      price = built * market.base * 0.55 + land * market.landRate;
      break;
    case 'lote':
      price = ctx.isRural ? land * market.landRate * 1.6 : land * perM2 * 0.35;
      break;
    case 'oficina':
      price = built * perM2;
      break;
    case 'consultorio':
      price = built * perM2 * 1.1;
      bounds = [90_000_000, 1_000_000_000];
      break;
    case 'local-comercial':
      price = built * perM2 * 1.25;
      break;
    case 'bodega':
      price = built * market.base * 0.42;
      break;
  }
  const value = clamp(price * jitter, bounds[0], bounds[1]);
  return roundTo(value, value >= 300_000_000 ? 5_000_000 : 1_000_000);
}

/** The asking price: the sale value, or for a rental the monthly rent that value yields. */
export function priceFor(ctx: Context, stratum: number | null, layout: Layout): number {
  const salePrice = salePriceFor(ctx, stratum, layout);
  return ctx.status === 'rent' || ctx.status === 'rented'
    ? roundTo(clamp(salePrice * ctx.type.rentYield, 1_200_000, 15_000_000), 50_000)
    : salePrice;
}

/** Monthly administration fee; units in a building or a conjunto pay one, and bodegas with guards. */
export function administrationFor(
  ctx: Context,
  stratum: number | null,
  layout: Layout,
  characteristics: readonly CharacteristicId[],
): number | null {
  const { typeId } = ctx;
  const rate = ADMIN_PER_M2[stratum ?? 3]!;
  const built = layout.builtArea ?? 0;
  const inConjunto = characteristics.includes('conjunto-cerrado');
  const amenityFactor = characteristics.includes('piscina') ? 1.15 : 1;
  let fee: number | null;
  if (APARTMENT_LIKE.has(typeId)) fee = built * rate * amenityFactor;
  else if (typeId === 'casa') fee = inConjunto ? built * rate * 0.6 * amenityFactor : null;
  else if (typeId === 'casa-campestre') fee = inConjunto ? built * rate * 0.5 * amenityFactor : null;
  else if (typeId === 'oficina' || typeId === 'consultorio') fee = built * rate * 1.1;
  else if (typeId === 'local-comercial') fee = built * rate * 0.8;
  else if (typeId === 'bodega')
    fee =
      characteristics.includes('porteria') || characteristics.includes('vigilancia-24-horas') ? built * 1_600 : null;
  else fee = null;
  return fee === null ? null : roundTo(fee * ctx.dice.real(0.95, 1.05), 5_000);
}
