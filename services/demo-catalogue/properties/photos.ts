import type { PropertyTypeId } from '../master-data.js';
import type { Dice } from './seeded-dice.js';

/** `name-01.jpg` … `name-NN.jpg`, as the files in ../photos/ are named. */
const numbered = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name}-${String(index + 1).padStart(2, '0')}.jpg`);

/** The photos in ../photos/ by what they show (CREDITS.md there describes each one). */
export const PHOTO_GROUPS = {
  apartmentTower: numbered('exterior-apartment', 8),
  townHouse: ['exterior-house-02.jpg', 'exterior-house-05.jpg', 'exterior-house-06.jpg', 'exterior-house-07.jpg'],
  // A villa with a pool, a modern villa, a country house: what a casa campestre or a finca looks like.
  countryHouse: ['exterior-house-01.jpg', 'exterior-house-03.jpg', 'exterior-house-04.jpg'],
  officeBuilding: numbered('exterior-office', 3),
  living: numbered('living', 6),
  kitchen: numbered('kitchen', 2),
  bedroom: numbered('bedroom', 4),
  view: numbered('view', 2),
  // A balcony or the view from a window.
  outlook: ['balcony-01.jpg', ...numbered('view', 2)],
  pool: numbered('pool', 4),
  garden: ['garden-01.jpg'],
  farm: numbered('farm', 2),
  lot: ['lot-01.jpg'],
  office: numbered('office', 2),
  shop: numbered('retail', 2),
  warehouse: numbered('warehouse', 4),
  clinic: numbered('medical', 2),
} as const;

type Group = keyof typeof PHOTO_GROUPS;

/**
 * What a listing of each type shows: its cover (the outside, or the photo that tells the type best: the land of a
 * lote, the inside of a bodega, a clinic's reception), then the rooms in the order a visitor walks through them,
 * `min`–`max` photos in all.
 */
interface Recipe {
  cover: readonly Group[];
  rooms: readonly Group[];
  min: number;
  max: number;
}

export const PHOTO_RECIPES: Readonly<Record<PropertyTypeId, Recipe>> = {
  apartamento: {
    cover: ['apartmentTower'],
    rooms: ['living', 'kitchen', 'bedroom', 'outlook', 'bedroom', 'view', 'pool'],
    min: 4,
    max: 7,
  },
  apartaestudio: { cover: ['apartmentTower'], rooms: ['living', 'kitchen', 'bedroom', 'view'], min: 3, max: 5 },
  penthouse: {
    cover: ['apartmentTower'],
    rooms: ['living', 'view', 'kitchen', 'bedroom', 'outlook', 'pool', 'bedroom'],
    min: 6,
    max: 8,
  },
  duplex: {
    cover: ['apartmentTower'],
    rooms: ['living', 'kitchen', 'living', 'bedroom', 'bedroom', 'outlook'],
    min: 5,
    max: 7,
  },
  casa: {
    cover: ['townHouse'],
    rooms: ['living', 'kitchen', 'bedroom', 'garden', 'bedroom', 'living'],
    min: 4,
    max: 7,
  },
  'casa-campestre': {
    cover: ['countryHouse'],
    rooms: ['pool', 'living', 'garden', 'kitchen', 'bedroom', 'view', 'pool'],
    min: 5,
    max: 8,
  },
  finca: {
    cover: ['farm', 'garden'],
    rooms: ['countryHouse', 'view', 'farm', 'pool', 'living', 'bedroom'],
    min: 4,
    max: 7,
  },
  lote: { cover: ['lot'], rooms: ['farm', 'farm'], min: 3, max: 3 },
  oficina: { cover: ['officeBuilding'], rooms: ['office', 'office', 'view'], min: 3, max: 4 },
  'local-comercial': { cover: ['shop'], rooms: ['shop', 'apartmentTower'], min: 3, max: 3 },
  bodega: { cover: ['warehouse'], rooms: ['warehouse', 'warehouse', 'warehouse'], min: 3, max: 4 },
  consultorio: { cover: ['clinic'], rooms: ['clinic', 'officeBuilding', 'office'], min: 3, max: 4 },
};

/**
 * The photo files of one listing. The cover goes round its type's covers by `ordinal` (the listing's place among
 * those of its type), so listings of a type open with each of them in turn; the rooms are drawn with `dice`, never
 * one photo twice.
 */
export function photosFor(typeId: PropertyTypeId, ordinal: number, dice: Dice): string[] {
  const recipe = PHOTO_RECIPES[typeId];
  const covers = recipe.cover.flatMap((group) => PHOTO_GROUPS[group]);
  const chosen: string[] = [covers[ordinal % covers.length]!];
  const count = dice.int(recipe.min, recipe.max);
  for (const group of recipe.rooms) {
    if (chosen.length === count) break;
    const unused = PHOTO_GROUPS[group].filter((file) => !chosen.includes(file));
    if (unused.length > 0) chosen.push(dice.pick(unused));
  }
  return chosen;
}
