import type { Antiquity } from '../../domain/property/events.js';
import { HISTORIC, OLD_HOUSE_BARRIOS } from './barrio-traits.js';
import type { Context } from './listing-context.js';

/** Historic centres and the traditional barrios' houses are old by definition; a lote has no age. */
export function antiquityFor(ctx: Context): Antiquity | null {
  const { dice, typeId, hood } = ctx;
  if (typeId === 'lote') return null;
  if (HISTORIC.has(hood.name) || (typeId === 'casa' && OLD_HOUSE_BARRIOS.has(hood.name))) return 'mas-30-anos';
  return dice.weighted<Antiquity>([
    ['nuevo', 0.15],
    ['1-5-anos', 0.25],
    ['6-10-anos', 0.2],
    ['11-20-anos', 0.2],
    ['16-30-anos', 0.12],
    ['mas-30-anos', 0.08],
  ]);
}

/** A listing in a historic centre is a restored building; elsewhere only older buildings may have been remodelled. */
export function isRemodeledFor(ctx: Context, antiquity: Antiquity | null): boolean {
  const { dice, typeId, hood } = ctx;
  if (HISTORIC.has(hood.name) && typeId !== 'lote' && typeId !== 'apartaestudio') return true;
  return antiquity !== null && ['11-20-anos', '16-30-anos', 'mas-30-anos'].includes(antiquity) && dice.chance(0.4);
}
