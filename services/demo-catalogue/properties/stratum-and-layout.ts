import { HISTORIC } from './barrio-traits.js';
import type { Context, Layout } from './listing-context.js';

/** The socio-economic stratum (1–6), within the neighbourhood's range; bodegas and fincas are not stratified. */
export function stratumFor(ctx: Context): number | null {
  if (ctx.typeId === 'bodega' || ctx.typeId === 'finca') return null;
  return ctx.dice.int(ctx.hood.stratum[0], ctx.hood.stratum[1]);
}

/** Sizes, rooms and floors typical of the type, scaled by stratum and bounded by the city's building heights. */
export function layoutFor(ctx: Context, stratum: number | null): Layout {
  const { dice, typeId, market } = ctx;
  const s = stratum ?? 3;
  const empty: Layout = {
    area: null,
    builtArea: null,
    privateArea: null,
    bedrooms: null,
    bathrooms: null,
    parkingSpaces: null,
    floor: null,
    totalFloors: null,
    clearHeight: null,
  };
  const tower = () => dice.int(market.towers[0], market.towers[1]);
  const flat = (built: number): Pick<Layout, 'area' | 'builtArea' | 'privateArea'> => ({
    area: built,
    builtArea: built,
    privateArea: Math.round(built * dice.real(0.86, 0.93)),
  });
  switch (typeId) {
    case 'apartamento': {
      const sizes: Record<number, [number, number]> = {
        1: [38, 48],
        2: [42, 55],
        3: [48, 70],
        4: [58, 95],
        5: [72, 140],
        6: [95, 240],
      };
      const built = dice.int(...sizes[s]!);
      const bedrooms =
        s <= 3 ? (built < 45 ? 2 : 3) : built < 55 ? 1 : built < 80 ? 2 : built < 150 ? 3 : dice.int(3, 4);
      const bathrooms =
        bedrooms === 1
          ? 1
          : bedrooms === 2
            ? s <= 3
              ? 1
              : 2
            : bedrooms === 3
              ? s >= 5 && dice.chance(0.5)
                ? 3
                : 2
              : dice.int(3, 5);
      const parking =
        s <= 2
          ? 0
          : s === 3
            ? dice.chance(0.4)
              ? 1
              : 0
            : s === 4
              ? 1
              : s === 5
                ? dice.int(1, 2)
                : built > 150
                  ? 3
                  : 2;
      const totalFloors = tower();
      return {
        ...empty,
        ...flat(built),
        bedrooms,
        bathrooms,
        parkingSpaces: parking,
        totalFloors,
        floor: dice.int(2, totalFloors),
      };
    }
    case 'apartaestudio': {
      const built = dice.int(26, 45);
      const totalFloors = tower();
      return {
        ...empty,
        ...flat(built),
        bedrooms: 1,
        bathrooms: 1,
        parkingSpaces: s >= 4 && dice.chance(0.5) ? 1 : 0,
        totalFloors,
        floor: dice.int(2, totalFloors),
      };
    }
    case 'penthouse': {
      const built = dice.int(170, 300);
      const totalFloors = tower();
      const bedrooms = dice.int(3, 4);
      return {
        ...empty,
        ...flat(built),
        bedrooms,
        bathrooms: bedrooms + 1,
        parkingSpaces: dice.int(2, 4),
        totalFloors,
        floor: totalFloors,
      };
    }
    case 'duplex': {
      const built = dice.int(115, 200);
      const totalFloors = tower();
      return {
        ...empty,
        ...flat(built),
        bedrooms: 3,
        bathrooms: dice.int(3, 4),
        parkingSpaces: 2,
        totalFloors,
        floor: totalFloors - 1,
      };
    }
    case 'casa': {
      const historic = HISTORIC.has(ctx.hood.name);
      const built = historic
        ? dice.int(280, 420)
        : s <= 4
          ? dice.int(140, 260)
          : s === 5
            ? dice.int(180, 360)
            : dice.int(260, 460);
      const levels = historic ? 2 : built > 260 ? 3 : 2;
      const bedrooms = historic ? dice.int(4, 6) : dice.int(3, 5);
      const lot = Math.round(built * (historic ? dice.real(0.6, 0.75) : dice.real(0.45, 0.7)));
      return {
        ...empty,
        area: lot,
        builtArea: built,
        bedrooms,
        bathrooms: Math.min(bedrooms + 1, dice.int(3, 5)),
        parkingSpaces: historic ? 0 : dice.int(1, s >= 5 ? 3 : 2),
        totalFloors: levels,
      };
    }
    case 'casa-campestre': {
      const built = dice.int(190, 420);
      const bedrooms = dice.int(3, 5);
      return {
        ...empty,
        area: dice.int(10, 40) * 100,
        builtArea: built,
        bedrooms,
        bathrooms: bedrooms + dice.int(0, 1),
        parkingSpaces: dice.int(3, 6),
        totalFloors: dice.int(1, 2),
      };
    }
    case 'finca': {
      const bedrooms = dice.int(4, 7);
      return {
        ...empty,
        area: dice.int(12, 80) * 1_000,
        builtArea: dice.int(180, 450),
        bedrooms,
        bathrooms: Math.max(3, bedrooms - dice.int(0, 2)),
        parkingSpaces: dice.int(4, 10),
      };
    }
    case 'lote':
      return { ...empty, area: ctx.isRural ? dice.int(9, 35) * 100 : dice.int(25, 120) * 10 };
    case 'oficina': {
      const built = dice.int(40, 200);
      const totalFloors = dice.int(6, 20);
      return {
        ...empty,
        ...flat(built),
        bathrooms: Math.max(1, Math.ceil(built / 70)),
        parkingSpaces: Math.max(1, Math.floor(built / 45)),
        totalFloors,
        floor: dice.int(2, totalFloors),
      };
    }
    case 'consultorio': {
      const built = dice.int(18, 42);
      const totalFloors = dice.int(5, 12);
      return {
        ...empty,
        ...flat(built),
        bathrooms: 1,
        parkingSpaces: dice.chance(0.5) ? 1 : 0,
        totalFloors,
        floor: dice.int(2, totalFloors),
      };
    }
    case 'local-comercial': {
      const built = dice.int(30, 160);
      return {
        ...empty,
        area: built,
        builtArea: built,
        privateArea: built,
        bathrooms: built > 100 ? 2 : 1,
        parkingSpaces: dice.int(0, 2),
        floor: 1,
        clearHeight: dice.pick([3.5, 4, 4.5, 5]),
      };
    }
    case 'bodega': {
      const built = ctx.status === 'rent' || ctx.status === 'rented' ? dice.int(45, 120) * 10 : dice.int(80, 220) * 10;
      return {
        ...empty,
        area: Math.round((built * dice.real(1.1, 1.4)) / 10) * 10,
        builtArea: built,
        bathrooms: dice.int(2, 4),
        parkingSpaces: dice.int(2, 6),
        clearHeight: dice.pick([8, 9, 10, 12]),
      };
    }
  }
}
