import type { CharacteristicId } from '../master-data.js';
import { HISTORIC, OLD_HOUSE_BARRIOS, SEA_VIEW } from './barrio-traits.js';
import type { Context, Layout } from './listing-context.js';
import { SUBURBAN } from './markets.js';
import { Dice } from './seeded-dice.js';
import { APARTMENT_LIKE } from './property-types.js';

/** Odds of each characteristic for this listing, in the order they are worth mentioning. */
function characteristicOdds(ctx: Context, stratum: number | null, layout: Layout): Array<[CharacteristicId, number]> {
  const { typeId, market, hood, municipalityId } = ctx;
  const s = stratum ?? 3;
  const cold = market.climate === 'cold';
  const hot = market.climate === 'hot';
  const temperate = market.climate === 'temperate';
  const seaView = SEA_VIEW.has(hood.name);
  const area = layout.builtArea ?? layout.area ?? 0;
  const odds: Array<[CharacteristicId, number]> = [];
  const add = (id: CharacteristicId, p: number) => {
    if (p > 0) odds.push([id, p]);
  };
  if (APARTMENT_LIKE.has(typeId)) {
    add('ascensor', (layout.totalFloors ?? 0) >= 6 ? 1 : 0.2);
    add('terraza', typeId === 'penthouse' ? 1 : typeId === 'duplex' ? 0.6 : 0.15);
    add('vista-al-mar', seaView ? 0.8 : 0);
    add('vigilancia-24-horas', s >= 4 ? 0.75 : 0.45);
    add('chimenea', cold && s >= 4 && typeId !== 'apartaestudio' ? 0.55 : 0);
    add('aire-acondicionado', hot ? 0.75 : 0);
    add('piscina', hot ? (s >= 4 ? 0.7 : 0.4) : temperate ? (s >= 4 ? 0.45 : 0.2) : s === 6 ? 0.12 : 0.03);
    add('jacuzzi', typeId === 'penthouse' ? 0.5 : 0);
    add('gimnasio', s >= 5 ? 0.55 : s === 4 ? 0.35 : 0.1);
    add('estudio', area >= 100 ? 0.5 : 0);
    add('balcon', 0.4);
    add('conjunto-cerrado', s <= 4 || SUBURBAN.has(municipalityId) ? 0.45 : 0.1);
    add('cancha-de-squash', municipalityId === 'bogota' && s === 6 ? 0.3 : 0);
    add('vista-exterior', 0.35);
    add('porteria', 0.35);
    add('parqueadero-de-visitantes', 0.35);
    add('salon-comunal', 0.35);
    add('zona-bbq', hot ? 0.35 : 0.25);
    add('parque-infantil', typeId === 'apartamento' && area >= 60 ? 0.25 : 0);
    add('cuarto-util', s >= 4 && typeId !== 'apartaestudio' ? 0.3 : 0);
    add('zona-humeda', s >= 5 ? 0.25 : 0);
    add('calentador-a-gas', hot ? 0 : 0.3);
    add('cocina-integral', 0.3);
    add('planta-electrica', hot ? 0.35 : 0.15);
    add('bano-social', area >= 80 ? 0.25 : 0);
    add('zona-de-ropas', 0.15);
    add('admite-mascotas', 0.15);
    add('zona-de-coworking', typeId === 'apartaestudio' ? 0.3 : 0.05);
    return odds;
  }
  switch (typeId) {
    case 'casa': {
      const historic = HISTORIC.has(hood.name);
      add('patio', historic ? 1 : 0.6);
      add('piscina', hot && (s >= 5 || historic) ? 0.6 : 0);
      add('terraza', historic ? 0.7 : 0.35);
      add('chimenea', cold ? 0.55 : 0);
      add('jardin', historic ? 0 : 0.45);
      add('estudio', 0.4);
      add('aire-acondicionado', hot ? 0.7 : 0);
      // Houses out of town are in condominiums; the old houses of traditional barrios are not.
      add('conjunto-cerrado', ctx.isRural ? 1 : historic || OLD_HOUSE_BARRIOS.has(hood.name) ? 0 : 0.45);
      add('cuarto-util', 0.4);
      add('bano-social', 0.4);
      add('zona-de-ropas', 0.3);
      add('calentador-a-gas', hot ? 0 : 0.3);
      add('cocina-integral', 0.35);
      add('vigilancia-24-horas', 0.2);
      add('admite-mascotas', 0.2);
      return odds;
    }
    case 'casa-campestre':
      add('jardin', 1);
      add('piscina', hot ? 0.85 : 0.35);
      add('chimenea', cold ? 0.7 : 0);
      add('zona-bbq', 0.6);
      add('kiosco', 0.45);
      add('conjunto-cerrado', 0.5);
      add('vigilancia-24-horas', 0.45);
      add('terraza', 0.4);
      add('estudio', 0.35);
      add('porteria', 0.3);
      add('aire-acondicionado', hot ? 0.5 : 0);
      add('calentador-a-gas', hot ? 0 : 0.3);
      add('admite-mascotas', 0.3);
      add('jacuzzi', 0.15);
      add('cancha-multiple', 0.15);
      return odds;
    case 'finca':
      add('kiosco', 0.7);
      add('piscina', hot ? 0.9 : 0.35);
      add('nacimiento-de-agua', 0.55);
      add('pesebrera', 0.5);
      add('zona-bbq', 0.5);
      add('jardin', 0.5);
      add('chimenea', cold ? 0.6 : 0);
      add('servicios-publicos', 0.4);
      add('cancha-multiple', 0.3);
      add('via-pavimentada', 0.3);
      return odds;
    case 'lote':
      add('servicios-publicos', ctx.isRural ? 0.7 : 1);
      add('via-pavimentada', ctx.isRural ? 0.6 : 1);
      add('conjunto-cerrado', ctx.isRural ? 0.5 : 0);
      add('vigilancia-24-horas', ctx.isRural ? 0.35 : 0);
      add('nacimiento-de-agua', ctx.isRural ? 0.2 : 0);
      return odds;
    case 'oficina':
      add('ascensor', (layout.totalFloors ?? 0) >= 4 ? 1 : 0.5);
      add('vigilancia-24-horas', 0.8);
      add('aire-acondicionado', hot ? 0.9 : temperate ? 0.5 : 0.25);
      add('fibra-optica', 0.6);
      add('sala-de-juntas', 0.5);
      add('planta-electrica', 0.5);
      add('vista-exterior', 0.4);
      add('acceso-para-discapacitados', 0.4);
      add('parqueadero-de-visitantes', 0.35);
      add('zona-de-coworking', 0.15);
      return odds;
    case 'consultorio':
      add('ascensor', 1);
      add('acceso-para-discapacitados', 0.8);
      add('vigilancia-24-horas', 0.7);
      add('aire-acondicionado', hot ? 0.9 : 0.3);
      add('planta-electrica', 0.5);
      add('parqueadero-de-visitantes', 0.5);
      add('fibra-optica', 0.3);
      return odds;
    case 'local-comercial':
      add('vista-exterior', 0.5);
      add('aire-acondicionado', hot ? 0.8 : 0.2);
      add('acceso-para-discapacitados', 0.5);
      add('vigilancia-24-horas', 0.4);
      add('parqueadero-de-visitantes', 0.4);
      add('fibra-optica', 0.3);
      add('planta-electrica', 0.3);
      return odds;
    case 'bodega':
      add('vigilancia-24-horas', 0.8);
      add('muelle-de-carga', 0.75);
      add('porteria', 0.5);
      add('planta-electrica', 0.5);
      add('via-pavimentada', 0.5);
      add('fibra-optica', 0.3);
      add('sala-de-juntas', 0.2);
      add('acceso-para-discapacitados', 0.15);
      return odds;
  }
  return odds;
}

/** 2–7 characteristics: each drawn with its odds, topped up with the likeliest, capped keeping the likeliest. */
export function characteristicsFor(ctx: Context, stratum: number | null, layout: Layout): CharacteristicId[] {
  const odds = characteristicOdds(ctx, stratum, layout);
  const drawn = odds.filter(([, p]) => ctx.dice.chance(p)).map(([id]) => id);
  const byLikelihood = [...odds].sort((x, y) => y[1] - x[1]).map(([id]) => id);
  for (const id of byLikelihood) {
    if (drawn.length >= 2) break;
    if (!drawn.includes(id)) drawn.push(id);
  }
  if (isFurnished(ctx, layout)) drawn.unshift('amoblado');
  if (drawn.length <= 7) return drawn;
  const kept = new Set(['amoblado' as const, ...byLikelihood].filter((id) => drawn.includes(id)).slice(0, 7));
  return drawn.filter((id) => kept.has(id));
}

/**
 * Furnished rentals are a large share of what Colombians rent in the cities, studios most of all (about half of them,
 * a third of the other flats). Drawn with dice of their own, seeded by the listing's place and size, so every other
 * draw of the demo catalogue stays as it was.
 */
function isFurnished(ctx: Context, layout: Layout): boolean {
  if (ctx.status !== 'rent' || !APARTMENT_LIKE.has(ctx.typeId)) return false;
  const dice = new Dice(`amoblado:${ctx.hood.name}:${ctx.typeId}:${layout.builtArea ?? layout.area}`);
  return dice.chance(ctx.typeId === 'apartaestudio' ? 0.5 : 0.35);
}
