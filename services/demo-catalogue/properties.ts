import type { Antiquity, PropertyFields, PropertyStatus } from '../domain/property/events.js';
import { CHARACTERISTICS, MUNICIPALITIES, PROPERTY_TYPES, type CharacteristicId, type MunicipalityId, type PropertyTypeId } from './master-data.js';
import { findNeighbourhood, type Neighbourhood } from './neighbourhoods.js';

/**
 * The demo listings. A hand-written plan says what is listed where (type, place, status, featured); a
 * seeded PRNG per listing fills in sizes, prices, amenities and text coherently with the city, the
 * neighbourhood's stratum and the type. The PRNG is seeded by the listing key, so the output is the
 * same on every run and adding a listing at the end changes no other listing.
 */

export interface DemoProperty {
  /** Stable short id (`prop-001`); it becomes the property id. */
  key: string;
  fields: PropertyFields;
}

type PlanRow = readonly [type: PropertyTypeId, municipality: MunicipalityId, neighbourhood: string, status: PropertyStatus, featured?: boolean];

const F = true;

const PLAN: readonly PlanRow[] = [
  // Bogotá
  ['apartamento', 'bogota', 'Chapinero Alto', 'sale', F],
  ['apartamento', 'bogota', 'Chicó', 'sale'],
  ['apartamento', 'bogota', 'Chapinero', 'rent'],
  ['apartamento', 'bogota', 'Cedritos', 'sale'],
  ['apartamento', 'bogota', 'Cedritos', 'rent'],
  ['apartamento', 'bogota', 'Salitre', 'sale'],
  ['apartamento', 'bogota', 'Kennedy', 'sale'],
  ['apartamento', 'bogota', 'Suba', 'rent'],
  ['apartamento', 'bogota', 'Usaquén', 'rent', F],
  ['apartamento', 'bogota', 'Rosales', 'sale'],
  ['apartamento', 'bogota', 'Colina Campestre', 'sale'],
  ['apartamento', 'bogota', 'Modelia', 'rented'],
  ['casa', 'bogota', 'Teusaquillo', 'sale'],
  ['casa', 'bogota', 'La Candelaria', 'sale'],
  ['apartaestudio', 'bogota', 'Chapinero', 'rent'],
  ['apartaestudio', 'bogota', 'La Candelaria', 'rent'],
  ['penthouse', 'bogota', 'Chicó Navarra', 'sale', F],
  ['oficina', 'bogota', 'Chicó', 'rent'],
  ['oficina', 'bogota', 'Santa Bárbara', 'sale'],
  ['consultorio', 'bogota', 'Santa Bárbara', 'rent'],
  ['bodega', 'bogota', 'Montevideo', 'rent'],
  ['local-comercial', 'bogota', 'Chapinero', 'rent'],
  ['apartamento', 'bogota', 'Santa Bárbara', 'sold'],
  ['duplex', 'bogota', 'Quinta Camacho', 'sale'],
  ['apartamento', 'bogota', 'Bosa', 'sale'],
  ['apartamento', 'bogota', 'Niza', 'rent'],
  ['apartamento', 'bogota', 'Hayuelos', 'sale'],
  // Medellín
  ['apartamento', 'medellin', 'El Poblado', 'sale', F],
  ['apartamento', 'medellin', 'El Poblado', 'rent'],
  ['apartamento', 'medellin', 'Laureles', 'sale', F],
  ['casa', 'medellin', 'Laureles', 'sale'],
  ['apartamento', 'medellin', 'Belén', 'rent'],
  ['apartamento', 'medellin', 'Estadio', 'sale'],
  ['apartamento', 'medellin', 'La América', 'rented'],
  ['apartamento', 'medellin', 'Robledo', 'sale'],
  ['oficina', 'medellin', 'El Poblado', 'rent'],
  ['local-comercial', 'medellin', 'Laureles', 'rent'],
  ['bodega', 'medellin', 'Guayabal', 'sale'],
  ['penthouse', 'medellin', 'El Poblado', 'sale', F],
  // Cali
  ['casa', 'cali', 'Ciudad Jardín', 'sale', F],
  ['apartamento', 'cali', 'Granada', 'rent'],
  ['apartamento', 'cali', 'San Fernando', 'sale'],
  ['apartamento', 'cali', 'El Peñón', 'sale'],
  ['casa-campestre', 'cali', 'Pance', 'sale'],
  ['apartamento', 'cali', 'Valle del Lili', 'rent'],
  ['consultorio', 'cali', 'San Fernando', 'rent'],
  ['apartamento', 'cali', 'El Ingenio', 'sold'],
  // Barranquilla
  ['apartamento', 'barranquilla', 'Alto Prado', 'sale'],
  ['apartamento', 'barranquilla', 'Riomar', 'sale', F],
  ['apartamento', 'barranquilla', 'Villa Country', 'rent'],
  ['casa', 'barranquilla', 'El Prado', 'sale'],
  ['apartamento', 'barranquilla', 'El Golf', 'rent'],
  ['bodega', 'barranquilla', 'Zona Industrial Vía 40', 'rent'],
  ['lote', 'barranquilla', 'Villa Santos', 'sale'],
  // Cartagena
  ['apartamento', 'cartagena', 'Bocagrande', 'sale', F],
  ['apartamento', 'cartagena', 'Castillogrande', 'sale'],
  ['casa', 'cartagena', 'Centro Histórico', 'sale', F],
  ['apartamento', 'cartagena', 'Manga', 'rent'],
  ['apartamento', 'cartagena', 'Crespo', 'rent'],
  ['apartaestudio', 'cartagena', 'Getsemaní', 'rent'],
  ['local-comercial', 'cartagena', 'Bocagrande', 'sale'],
  // Bucaramanga
  ['apartamento', 'bucaramanga', 'Cabecera del Llano', 'sale'],
  ['apartamento', 'bucaramanga', 'Sotomayor', 'rent'],
  ['casa', 'bucaramanga', 'Lagos del Cacique', 'sale'],
  ['oficina', 'bucaramanga', 'Cabecera del Llano', 'rented'],
  // Sabana de Bogotá
  ['casa-campestre', 'chia', 'Vereda Fonquetá', 'sale', F],
  ['apartamento', 'chia', 'Centro', 'rent'],
  ['lote', 'chia', 'Vereda Yerbabuena', 'sale'],
  ['casa', 'chia', 'Vereda Bojacá', 'sold'],
  ['casa', 'cajica', 'Capellanía', 'sale'],
  ['apartamento', 'cajica', 'Centro', 'rent'],
  ['lote', 'cajica', 'Vereda Canelón', 'sale'],
  // Valle de Aburrá
  ['apartamento', 'envigado', 'Zúñiga', 'sale'],
  ['apartamento', 'envigado', 'Loma del Esmeraldal', 'sale'],
  ['apartamento', 'envigado', 'El Dorado', 'rent'],
  ['casa', 'envigado', 'Alcalá', 'rented'],
  ['apartamento', 'sabaneta', 'Aves María', 'sale'],
  ['apartamento', 'sabaneta', 'La Doctora', 'rent'],
  ['apartaestudio', 'sabaneta', 'Calle Larga', 'sold'],
  // Caribe, Eje Cafetero, Oriente antioqueño, Tequendama
  ['apartamento', 'santa-marta', 'El Rodadero', 'sale'],
  ['apartamento', 'santa-marta', 'Bello Horizonte', 'rent'],
  ['finca', 'santa-marta', 'Minca', 'sale'],
  ['local-comercial', 'santa-marta', 'Centro Histórico', 'rent'],
  ['apartamento', 'pereira', 'Pinares', 'sale', F],
  ['casa-campestre', 'pereira', 'Cerritos', 'sale'],
  ['consultorio', 'pereira', 'Circunvalar', 'rent'],
  ['finca', 'rionegro', 'Llanogrande', 'sale', F],
  ['casa-campestre', 'rionegro', 'Llanogrande', 'rent'],
  ['lote', 'rionegro', 'San Antonio de Pereira', 'sale'],
  ['finca', 'anapoima', 'Vereda San Antonio', 'sale'],
  ['casa-campestre', 'anapoima', 'Vereda El Rosario', 'sale'],
  ['apartamento', 'medellin', 'Belén', 'sold'],
  ['apartamento', 'bogota', 'Chicó', 'rented'],
];

// ---------------------------------------------------------------------------------------------------
// Market knowledge

type Climate = 'cold' | 'temperate' | 'hot';

interface Market {
  /** Sale price per m² of a stratum-4 apartment, COP. */
  readonly base: number;
  readonly climate: Climate;
  /** Usual number of floors of apartment buildings. */
  readonly towers: readonly [number, number];
  /** Rural land, COP per m². */
  readonly landRate: number;
}

const MARKETS: Readonly<Record<MunicipalityId, Market>> = {
  bogota: { base: 5_400_000, climate: 'cold', towers: [5, 14], landRate: 300_000 },
  medellin: { base: 4_600_000, climate: 'temperate', towers: [10, 28], landRate: 150_000 },
  cali: { base: 3_600_000, climate: 'hot', towers: [6, 18], landRate: 120_000 },
  barranquilla: { base: 3_800_000, climate: 'hot', towers: [8, 24], landRate: 90_000 },
  cartagena: { base: 4_400_000, climate: 'hot', towers: [8, 30], landRate: 100_000 },
  bucaramanga: { base: 3_400_000, climate: 'hot', towers: [8, 22], landRate: 80_000 },
  chia: { base: 4_400_000, climate: 'cold', towers: [4, 8], landRate: 250_000 },
  cajica: { base: 4_100_000, climate: 'cold', towers: [4, 7], landRate: 200_000 },
  envigado: { base: 4_900_000, climate: 'temperate', towers: [10, 25], landRate: 150_000 },
  sabaneta: { base: 4_700_000, climate: 'temperate', towers: [12, 30], landRate: 150_000 },
  'santa-marta': { base: 4_000_000, climate: 'hot', towers: [8, 25], landRate: 40_000 },
  pereira: { base: 3_500_000, climate: 'temperate', towers: [8, 20], landRate: 90_000 },
  rionegro: { base: 4_000_000, climate: 'cold', towers: [5, 10], landRate: 120_000 },
  anapoima: { base: 3_200_000, climate: 'hot', towers: [3, 6], landRate: 45_000 },
};

const STRATUM_PRICE: Readonly<Record<number, number>> = { 1: 0.45, 2: 0.55, 3: 0.72, 4: 1, 5: 1.3, 6: 1.85 };
/** Monthly administration fee per built m², by stratum. */
const ADMIN_PER_M2: Readonly<Record<number, number>> = { 1: 2_200, 2: 2_600, 3: 3_200, 4: 4_300, 5: 5_600, 6: 7_600 };

const SEA_VIEW = new Set(['Bocagrande', 'Castillogrande', 'Crespo', 'El Rodadero', 'Bello Horizonte']);
const HISTORIC = new Set(['La Candelaria', 'Centro Histórico', 'Getsemaní']);
/** Barrios whose houses are the original (1930s–1960s) ones. */
const OLD_HOUSE_BARRIOS = new Set(['Teusaquillo', 'El Prado', 'Laureles']);
const SUBURBAN = new Set<MunicipalityId>(['chia', 'cajica', 'envigado', 'sabaneta', 'rionegro', 'anapoima']);

interface TypeInfo {
  readonly name: string;
  readonly feminine: boolean;
  readonly codePrefix: string;
  /** Monthly rent as a share of the sale value. */
  readonly rentYield: number;
}

const TYPES: Readonly<Record<PropertyTypeId, TypeInfo>> = {
  apartamento: { name: 'Apartamento', feminine: false, codePrefix: 'APT', rentYield: 0.0048 },
  casa: { name: 'Casa', feminine: true, codePrefix: 'CAS', rentYield: 0.0045 },
  apartaestudio: { name: 'Apartaestudio', feminine: false, codePrefix: 'AES', rentYield: 0.0058 },
  'casa-campestre': { name: 'Casa campestre', feminine: true, codePrefix: 'CCP', rentYield: 0.004 },
  finca: { name: 'Finca', feminine: true, codePrefix: 'FIN', rentYield: 0.0035 },
  lote: { name: 'Lote', feminine: false, codePrefix: 'LOT', rentYield: 0.003 },
  oficina: { name: 'Oficina', feminine: true, codePrefix: 'OFI', rentYield: 0.0065 },
  'local-comercial': { name: 'Local comercial', feminine: false, codePrefix: 'LOC', rentYield: 0.0075 },
  bodega: { name: 'Bodega', feminine: true, codePrefix: 'BOD', rentYield: 0.0068 },
  consultorio: { name: 'Consultorio', feminine: false, codePrefix: 'CON', rentYield: 0.0065 },
  penthouse: { name: 'Penthouse', feminine: false, codePrefix: 'PH', rentYield: 0.0045 },
  duplex: { name: 'Dúplex', feminine: false, codePrefix: 'DUP', rentYield: 0.0046 },
};

const APARTMENT_LIKE = new Set<PropertyTypeId>(['apartamento', 'apartaestudio', 'penthouse', 'duplex']);
const RESIDENTIAL = new Set<PropertyTypeId>(['apartamento', 'apartaestudio', 'penthouse', 'duplex', 'casa', 'casa-campestre', 'finca']);

const CHARACTERISTIC_NAMES: ReadonlyMap<string, string> = new Map(CHARACTERISTICS.map((c) => [c.id, c.name]));
/** Features of the unit itself; the rest belong to the building, the conjunto or the premises. */
const UNIT_FEATURES = new Set<CharacteristicId>([
  'balcon', 'terraza', 'chimenea', 'estudio', 'cuarto-util', 'patio', 'jardin', 'aire-acondicionado', 'vista-exterior',
  'vista-al-mar', 'calentador-a-gas', 'cocina-integral', 'bano-social', 'zona-de-ropas', 'jacuzzi', 'kiosco', 'pesebrera',
  'nacimiento-de-agua', 'via-pavimentada', 'servicios-publicos', 'muelle-de-carga', 'sala-de-juntas', 'fibra-optica',
  'admite-mascotas',
]);
/** The characteristic a title mentions ("… con terraza"), most eye-catching first. */
const TITLE_HIGHLIGHTS: readonly CharacteristicId[] = [
  'vista-al-mar', 'piscina', 'terraza', 'chimenea', 'jardin', 'jacuzzi', 'nacimiento-de-agua', 'estudio', 'balcon',
  'vista-exterior', 'muelle-de-carga', 'kiosco', 'pesebrera', 'sala-de-juntas', 'zona-bbq', 'gimnasio', 'patio',
];

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: a tiny, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, to seed one PRNG per listing. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Dice {
  private readonly next: () => number;
  constructor(seed: string) {
    this.next = mulberry32(hash(seed));
  }
  real(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.real(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  }
}

// ---------------------------------------------------------------------------------------------------
// Text helpers (es-CO)

/** 2500 → "2.500" (grouping even for four digits, as Colombian listings write it). */
const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const hectares = (m2: number) => (m2 / 10_000).toFixed(1).replace('.', ',').replace(/,0$/, '');
/** "de" + article, contracting "de el" to "del". */
const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** "a" + article, contracting "a el" to "al". */
const a = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const joinY = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const characteristicName = (id: CharacteristicId) => lowerFirst(CHARACTERISTIC_NAMES.get(id) ?? id);
const gender = (info: TypeInfo, masculine: string, feminine: string) => (info.feminine ? feminine : masculine);

// ---------------------------------------------------------------------------------------------------
// The listing builder

interface Context {
  readonly index: number;
  readonly key: string;
  readonly typeId: PropertyTypeId;
  readonly type: TypeInfo;
  readonly municipalityId: MunicipalityId;
  readonly municipalityName: string;
  readonly hood: Neighbourhood;
  readonly market: Market;
  readonly status: PropertyStatus;
  readonly featured: boolean;
  readonly dice: Dice;
  readonly isRural: boolean;
}

interface Layout {
  area: number | null;
  builtArea: number | null;
  privateArea: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  floor: number | null;
  totalFloors: number | null;
  /** Clear height of a bodega or a local, metres. */
  clearHeight: number | null;
}

function stratumFor(ctx: Context): number | null {
  if (ctx.typeId === 'bodega' || ctx.typeId === 'finca') return null;
  return ctx.dice.int(ctx.hood.stratum[0], ctx.hood.stratum[1]);
}

function layoutFor(ctx: Context, stratum: number | null): Layout {
  const { dice, typeId, market } = ctx;
  const s = stratum ?? 3;
  const empty: Layout = { area: null, builtArea: null, privateArea: null, bedrooms: null, bathrooms: null, parkingSpaces: null, floor: null, totalFloors: null, clearHeight: null };
  const tower = () => dice.int(market.towers[0], market.towers[1]);
  const flat = (built: number): Pick<Layout, 'area' | 'builtArea' | 'privateArea'> => ({
    area: built,
    builtArea: built,
    privateArea: Math.round(built * dice.real(0.86, 0.93)),
  });
  switch (typeId) {
    case 'apartamento': {
      const sizes: Record<number, [number, number]> = { 1: [38, 48], 2: [42, 55], 3: [48, 70], 4: [58, 95], 5: [72, 140], 6: [95, 240] };
      const built = dice.int(...sizes[s]!);
      const bedrooms = s <= 3 ? (built < 45 ? 2 : 3) : built < 55 ? 1 : built < 80 ? 2 : built < 150 ? 3 : dice.int(3, 4);
      const bathrooms = bedrooms === 1 ? 1 : bedrooms === 2 ? (s <= 3 ? 1 : 2) : bedrooms === 3 ? (s >= 5 && dice.chance(0.5) ? 3 : 2) : dice.int(3, 5);
      const parking = s <= 2 ? 0 : s === 3 ? (dice.chance(0.4) ? 1 : 0) : s === 4 ? 1 : s === 5 ? dice.int(1, 2) : built > 150 ? 3 : 2;
      const totalFloors = tower();
      return { ...empty, ...flat(built), bedrooms, bathrooms, parkingSpaces: parking, totalFloors, floor: dice.int(2, totalFloors) };
    }
    case 'apartaestudio': {
      const built = dice.int(26, 45);
      const totalFloors = tower();
      return { ...empty, ...flat(built), bedrooms: 1, bathrooms: 1, parkingSpaces: s >= 4 && dice.chance(0.5) ? 1 : 0, totalFloors, floor: dice.int(2, totalFloors) };
    }
    case 'penthouse': {
      const built = dice.int(170, 300);
      const totalFloors = tower();
      const bedrooms = dice.int(3, 4);
      return { ...empty, ...flat(built), bedrooms, bathrooms: bedrooms + 1, parkingSpaces: dice.int(2, 4), totalFloors, floor: totalFloors };
    }
    case 'duplex': {
      const built = dice.int(115, 200);
      const totalFloors = tower();
      return { ...empty, ...flat(built), bedrooms: 3, bathrooms: dice.int(3, 4), parkingSpaces: 2, totalFloors, floor: totalFloors - 1 };
    }
    case 'casa': {
      const historic = HISTORIC.has(ctx.hood.name);
      const built = historic ? dice.int(280, 420) : s <= 4 ? dice.int(140, 260) : s === 5 ? dice.int(180, 360) : dice.int(260, 460);
      const levels = historic ? 2 : built > 260 ? 3 : 2;
      const bedrooms = historic ? dice.int(4, 6) : dice.int(3, 5);
      const lot = Math.round(built * (historic ? dice.real(0.6, 0.75) : dice.real(0.45, 0.7)));
      return {
        ...empty, area: lot, builtArea: built, bedrooms, bathrooms: Math.min(bedrooms + 1, dice.int(3, 5)),
        parkingSpaces: historic ? 0 : dice.int(1, s >= 5 ? 3 : 2), totalFloors: levels,
      };
    }
    case 'casa-campestre': {
      const built = dice.int(190, 420);
      const bedrooms = dice.int(3, 5);
      return {
        ...empty, area: dice.int(10, 40) * 100, builtArea: built, bedrooms, bathrooms: bedrooms + dice.int(0, 1),
        parkingSpaces: dice.int(3, 6), totalFloors: dice.int(1, 2),
      };
    }
    case 'finca': {
      const bedrooms = dice.int(4, 7);
      return {
        ...empty, area: dice.int(12, 80) * 1_000, builtArea: dice.int(180, 450), bedrooms,
        bathrooms: Math.max(3, bedrooms - dice.int(0, 2)), parkingSpaces: dice.int(4, 10),
      };
    }
    case 'lote':
      return { ...empty, area: ctx.isRural ? dice.int(9, 35) * 100 : dice.int(25, 120) * 10 };
    case 'oficina': {
      const built = dice.int(40, 200);
      const totalFloors = dice.int(6, 20);
      return {
        ...empty, ...flat(built), bathrooms: Math.max(1, Math.ceil(built / 70)), parkingSpaces: Math.max(1, Math.floor(built / 45)),
        totalFloors, floor: dice.int(2, totalFloors),
      };
    }
    case 'consultorio': {
      const built = dice.int(18, 42);
      const totalFloors = dice.int(5, 12);
      return { ...empty, ...flat(built), bathrooms: 1, parkingSpaces: dice.chance(0.5) ? 1 : 0, totalFloors, floor: dice.int(2, totalFloors) };
    }
    case 'local-comercial': {
      const built = dice.int(30, 160);
      return { ...empty, area: built, builtArea: built, privateArea: built, bathrooms: built > 100 ? 2 : 1, parkingSpaces: dice.int(0, 2), floor: 1, clearHeight: dice.pick([3.5, 4, 4.5, 5]) };
    }
    case 'bodega': {
      const built = ctx.status === 'rent' || ctx.status === 'rented' ? dice.int(45, 120) * 10 : dice.int(80, 220) * 10;
      return {
        ...empty, area: Math.round((built * dice.real(1.1, 1.4)) / 10) * 10, builtArea: built, bathrooms: dice.int(2, 4),
        parkingSpaces: dice.int(2, 6), clearHeight: dice.pick([8, 9, 10, 12]),
      };
    }
  }
}

function antiquityFor(ctx: Context): Antiquity | null {
  const { dice, typeId, hood } = ctx;
  if (typeId === 'lote') return null;
  if (HISTORIC.has(hood.name) || (typeId === 'casa' && OLD_HOUSE_BARRIOS.has(hood.name))) return 'mas-30-anos';
  return dice.weighted<Antiquity>([
    ['nuevo', 0.15], ['1-5-anos', 0.25], ['6-10-anos', 0.2], ['11-20-anos', 0.2], ['16-30-anos', 0.12], ['mas-30-anos', 0.08],
  ]);
}

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
function characteristicsFor(ctx: Context, stratum: number | null, layout: Layout): CharacteristicId[] {
  const odds = characteristicOdds(ctx, stratum, layout);
  const drawn = odds.filter(([, p]) => ctx.dice.chance(p)).map(([id]) => id);
  const byLikelihood = [...odds].sort((x, y) => y[1] - x[1]).map(([id]) => id);
  for (const id of byLikelihood) {
    if (drawn.length >= 2) break;
    if (!drawn.includes(id)) drawn.push(id);
  }
  if (drawn.length <= 7) return drawn;
  const kept = new Set(byLikelihood.filter((id) => drawn.includes(id)).slice(0, 7));
  return drawn.filter((id) => kept.has(id));
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

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

function administrationFor(ctx: Context, stratum: number | null, layout: Layout, characteristics: readonly CharacteristicId[]): number | null {
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
  else if (typeId === 'bodega') fee = characteristics.includes('porteria') || characteristics.includes('vigilancia-24-horas') ? built * 1_600 : null;
  else fee = null;
  return fee === null ? null : roundTo(fee * ctx.dice.real(0.95, 1.05), 5_000);
}

function addressFor(ctx: Context): string {
  const { dice, hood, municipalityName } = ctx;
  const addressing = hood.addressing;
  const letter = () => (dice.chance(0.25) ? dice.pick(['A', 'B']) : '');
  let street: string;
  switch (addressing.kind) {
    case 'grid': {
      const calle = `${dice.int(...addressing.calles)}${letter()}${addressing.calleSuffix ?? ''}`;
      const carrera = `${dice.int(...addressing.carreras)}${letter()}${addressing.carreraSuffix ?? ''}`;
      const plate = dice.chance(0.15) ? String(dice.int(100, 160)) : String(dice.int(2, 98)).padStart(2, '0');
      street = dice.chance(0.5) ? `Calle ${calle} # ${carrera}-${plate}` : `${addressing.carreraLabel ?? 'Carrera'} ${carrera} # ${calle}-${plate}`;
      break;
    }
    case 'named':
      street = `${dice.pick(addressing.streets)} # ${dice.int(...addressing.numbers)}-${dice.int(10, 99)}`;
      break;
    case 'rural':
      street = `Km ${dice.int(...addressing.km)}${dice.chance(0.4) ? ',5' : ''} ${dice.pick(addressing.roads)}`;
      break;
  }
  return `${street}, ${hood.name}, ${municipalityName}`;
}

/** Where the listing is, for the title (short) and for the description. */
function placeFor(ctx: Context): { title: string; text: string } {
  const { hood, municipalityName: city } = ctx;
  if (hood.name === 'Centro') return { title: `en el centro de ${city}`, text: `en el centro de ${city}` };
  if (hood.name === 'Centro Histórico') return { title: `en el Centro Histórico de ${city}`, text: `en el Centro Histórico de ${city}` };
  if (hood.name.startsWith('Vereda ')) return { title: `en ${city}`, text: `en la vereda ${hood.name.slice('Vereda '.length)} de ${city}` };
  if (hood.name.startsWith('Zona ')) return { title: `en la ${hood.name}`, text: `en la ${hood.name} de ${city}` };
  return { title: `en ${hood.name}`, text: `en ${hood.name}, ${city}` };
}

function titleFor(ctx: Context, layout: Layout, antiquity: Antiquity | null, isRemodeled: boolean, stratum: number | null, characteristics: readonly CharacteristicId[]): string {
  const { dice, type, typeId, status, hood } = ctx;
  const g = (m: string, f: string) => gender(type, m, f);
  let adjective: string;
  if (typeId === 'finca') adjective = ['Minca', 'Cerritos'].includes(hood.name) ? 'cafetera' : dice.pick(['de recreo', 'productiva']);
  else if (typeId === 'lote') adjective = ctx.isRural ? 'campestre' : 'urbanizable';
  else if (typeId === 'bodega') adjective = '';
  else if (antiquity === 'nuevo' && RESIDENTIAL.has(typeId)) adjective = 'para estrenar';
  else if (isRemodeled) adjective = g('remodelado', 'remodelada');
  else if (stratum === 6 && RESIDENTIAL.has(typeId) && dice.chance(0.5)) adjective = 'de lujo';
  else if (typeId === 'apartaestudio') adjective = dice.pick(['moderno', 'acogedor', '']);
  else if (typeId === 'local-comercial') adjective = dice.pick(['esquinero', '', '']);
  else adjective = dice.pick([g('moderno', 'moderna'), g('amplio', 'amplia'), g('iluminado', 'iluminada'), '']);
  const size =
    typeId === 'finca' ? ` de ${hectares(layout.area ?? 0)} hectáreas`
    : typeId === 'lote' ? ` de ${thousands(layout.area ?? 0)} m²`
    : typeId === 'bodega' ? ` de ${thousands(layout.builtArea ?? 0)} m²`
    : '';
  const deal = (status === 'rent' || status === 'rented') && dice.chance(0.4) ? ' en arriendo' : status === 'sale' && dice.chance(0.15) ? ' en venta' : '';
  const highlights: readonly CharacteristicId[] = typeId === 'bodega' ? ['muelle-de-carga'] : typeId === 'oficina' ? TITLE_HIGHLIGHTS : TITLE_HIGHLIGHTS.filter((id) => id !== 'sala-de-juntas');
  const highlight = dice.chance(0.8) ? highlights.find((id) => characteristics.includes(id)) : undefined;
  return [type.name, adjective, size.trim(), deal.trim(), placeFor(ctx).title, highlight ? `con ${characteristicName(highlight)}` : '']
    .filter((part) => part !== '')
    .join(' ');
}

function descriptionFor(ctx: Context, layout: Layout, stratum: number | null, flags: { antiquity: Antiquity | null; isRemodeled: boolean; acceptsExchange: boolean }, characteristics: readonly CharacteristicId[]): string {
  const { dice, type, typeId, hood, municipalityName: city, status } = ctx;
  const place = placeFor(ctx).text;
  const nearby = hood.nearby ?? 'las vías principales, el comercio y el transporte público';
  const g = (m: string, f: string) => gender(type, m, f);
  const rooms = plural(layout.bedrooms ?? 0, 'habitación', 'habitaciones');
  const baths = plural(layout.bathrooms ?? 0, 'baño', 'baños');
  const parking = layout.parkingSpaces ? plural(layout.parkingSpaces, 'parqueadero', 'parqueaderos') : null;
  const built = thousands(layout.builtArea ?? 0);
  const sentences: string[] = [];

  // 1. What and where.
  switch (typeId) {
    case 'casa-campestre':
      sentences.push(`Casa campestre de ${built} m² construidos en un lote de ${thousands(layout.area ?? 0)} m² ${place}, cerca ${de(nearby)}.`);
      break;
    case 'finca':
      sentences.push(`Finca de ${hectares(layout.area ?? 0)} hectáreas ${place}, cerca ${de(nearby)}.`);
      break;
    case 'lote':
      sentences.push(`Lote de ${thousands(layout.area ?? 0)} m² ${place}, ideal para ${ctx.isRural ? dice.pick(['construir casa campestre', 'una casa de descanso']) : dice.pick(['un proyecto de vivienda', 'un desarrollo comercial', 'un edificio de oficinas'])}.`);
      break;
    case 'oficina':
      sentences.push(`Oficina de ${built} m² ${place}, en edificio empresarial cerca ${de(nearby)}.`);
      break;
    case 'consultorio':
      sentences.push(`Consultorio de ${built} m² ${place}, en edificio médico cerca ${de(nearby)}.`);
      break;
    case 'local-comercial':
      sentences.push(`Local comercial de ${built} m² a nivel de calle ${place}, con alto flujo peatonal y vehicular.`);
      break;
    case 'bodega':
      sentences.push(`Bodega de ${built} m² sobre un lote de ${thousands(layout.area ?? 0)} m² ${place}, con acceso rápido ${a(nearby)}.`);
      break;
    default: {
      const intro = dice.int(0, 2);
      if (intro === 0 || (intro === 2 && (stratum ?? 0) < 5)) sentences.push(`${type.name} de ${built} m² ${g('ubicado', 'ubicada')} ${place}, cerca ${de(nearby)}.`);
      else if (intro === 1) sentences.push(`Excelente ${lowerFirst(type.name)} ${place}, a pocos minutos ${de(nearby)}.`);
      else sentences.push(`${type.name} de ${built} m² ${place}, uno de los sectores más valorizados de ${city}.`);
    }
  }

  // 2. Layout.
  switch (typeId) {
    case 'apartamento':
      sentences.push(`Cuenta con ${joinY([rooms, baths, ...(parking ? [parking] : [])])}, en el piso ${layout.floor} de un edificio de ${layout.totalFloors} pisos.`);
      break;
    case 'penthouse':
      sentences.push(`Ocupa el piso ${layout.floor}, el último del edificio, y tiene ${joinY([rooms, baths, ...(parking ? [parking] : [])])}.`);
      break;
    case 'duplex':
      sentences.push(`Distribuido en dos niveles (pisos ${layout.floor} y ${layout.totalFloors}), tiene ${joinY([rooms, baths, ...(parking ? [parking] : [])])}.`);
      break;
    case 'apartaestudio':
      sentences.push(`Espacio integrado con cocina abierta${parking ? ', 1 baño y parqueadero propio' : ' y 1 baño'}, en el piso ${layout.floor}; ideal para estudiantes o ejecutivos.`);
      break;
    case 'casa':
      sentences.push(`Distribuida en ${layout.totalFloors} niveles, tiene ${joinY([rooms, baths, ...(layout.parkingSpaces ? [`garaje para ${plural(layout.parkingSpaces, 'carro', 'carros')}`] : [])])}, sobre un lote de ${thousands(layout.area ?? 0)} m².`);
      break;
    case 'casa-campestre':
      sentences.push(`Tiene ${rooms}, ${baths} y espacio para ${plural(layout.parkingSpaces ?? 0, 'vehículo', 'vehículos')}, rodeada de zonas verdes.`);
      break;
    case 'finca':
      sentences.push(`La casa principal, de ${built} m², tiene ${rooms} y ${baths}, con parqueadero para ${plural(layout.parkingSpaces ?? 0, 'vehículo', 'vehículos')}.`);
      break;
    case 'lote':
      sentences.push(`Terreno ${dice.pick(['plano', 'con leve pendiente y buena vista'])}, ${ctx.isRural ? 'con acceso directo desde la vía principal' : 'con uso de suelo mixto'} e impuestos al día.`);
      break;
    case 'oficina':
      sentences.push(`Planta ${dice.pick(['libre', 'con divisiones en vidrio'])} con ${joinY([baths, ...(parking ? [parking] : [])])}, en el piso ${layout.floor} de ${layout.totalFloors}.`);
      break;
    case 'consultorio':
      sentences.push(`Dispone de baño privado, área de procedimientos y sala de espera compartida en el piso ${layout.floor}.`);
      break;
    case 'local-comercial':
      sentences.push(`Tiene ${baths}, ${String(layout.clearHeight).replace('.', ',')} m de altura libre y fachada en vidrio; apto para ${dice.pick(['restaurante', 'tienda de ropa', 'droguería', 'café', 'oficina bancaria'])}.`);
      break;
    case 'bodega':
      sentences.push(`Altura libre de ${layout.clearHeight} m, ${baths}, oficinas administrativas en mezzanine y ${plural(layout.parkingSpaces ?? 0, 'parqueadero', 'parqueaderos')}; apta para tractomulas.`);
      break;
  }

  // 3. Amenities.
  const own = characteristics.filter((id) => UNIT_FEATURES.has(id) && id !== 'admite-mascotas');
  const shared = characteristics.filter((id) => !UNIT_FEATURES.has(id) && id !== 'conjunto-cerrado');
  const inConjunto = characteristics.includes('conjunto-cerrado');
  const verb = RESIDENTIAL.has(typeId) && typeId !== 'finca' ? 'Incluye' : 'Cuenta con';
  const ownText = own.length ? `${verb} ${joinY(own.map(characteristicName))}` : '';
  const owner = inConjunto ? 'el conjunto cerrado' : APARTMENT_LIKE.has(typeId) || typeId === 'oficina' || typeId === 'consultorio' ? 'el edificio' : 'la propiedad';
  const sharedText = shared.length ? `${owner} ofrece ${joinY(shared.map(characteristicName))}` : inConjunto ? 'hace parte de un conjunto cerrado' : '';
  const amenities = [ownText, sharedText].filter((part) => part !== '').join('; ');
  const pets = characteristics.includes('admite-mascotas') ? (amenities ? ', y se admiten mascotas' : 'se admiten mascotas') : '';
  if (amenities || pets) sentences.push(`${capitalize(amenities + pets)}.`);

  // 4. Closing note.
  if (status === 'sold') sentences.push(`Inmueble vendido: contáctenos para conocer opciones similares ${place}.`);
  else if (status === 'rented') sentences.push('Inmueble arrendado: pregúntenos por opciones similares en el sector.');
  else if (flags.acceptsExchange) sentences.push('El propietario estudia permuta por un inmueble de menor valor.');
  else if (flags.isRemodeled) sentences.push(`${g('Remodelado', 'Remodelada')} recientemente con acabados de primera calidad.`);
  else if (flags.antiquity === 'nuevo' && status === 'sale') sentences.push('Para estrenar, con entrega inmediata y escrituración ágil.');
  else if (status === 'rent') sentences.push('Disponible de inmediato; se solicita estudio con aseguradora de arrendamientos.');

  return sentences.join(' ');
}

const MATTERPORT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function buildProperty(index: number, [typeId, municipalityId, neighbourhood, status, featured = false]: PlanRow): DemoProperty {
  const key = `prop-${String(index + 1).padStart(3, '0')}`;
  const hood = findNeighbourhood(municipalityId, neighbourhood);
  const municipality = MUNICIPALITIES.find((m) => m.id === municipalityId);
  if (!municipality) throw new Error(`Unknown municipality ${municipalityId}`);
  const ctx: Context = {
    index, key, typeId, type: TYPES[typeId], municipalityId, municipalityName: municipality.name, hood,
    market: MARKETS[municipalityId], status, featured, dice: new Dice(key), isRural: hood.addressing.kind === 'rural',
  };
  const { dice } = ctx;
  const stratum = stratumFor(ctx);
  const layout = layoutFor(ctx, stratum);
  const antiquity = antiquityFor(ctx);
  const isRemodeled = HISTORIC.has(hood.name) && typeId !== 'lote' && typeId !== 'apartaestudio'
    ? true
    : antiquity !== null && ['11-20-anos', '16-30-anos', 'mas-30-anos'].includes(antiquity) && dice.chance(0.4);
  const acceptsExchange = status === 'sale' && typeId !== 'lote' && dice.chance(0.15);
  const characteristicIds = characteristicsFor(ctx, stratum, layout);
  const salePrice = salePriceFor(ctx, stratum, layout);
  const price = status === 'rent' || status === 'rented'
    ? roundTo(clamp(salePrice * TYPES[typeId].rentYield, 1_200_000, 15_000_000), 50_000)
    : salePrice;
  const code = index % 9 === 4 ? null : `${TYPES[typeId].codePrefix}-${1000 + index * 11 + dice.int(0, 9)}`;
  const matterportUrl = typeId !== 'lote' && dice.chance(0.34)
    ? `https://my.matterport.com/show/?m=${Array.from({ length: 11 }, () => dice.pick([...MATTERPORT_ALPHABET])).join('')}`
    : null;
  const fields: PropertyFields = {
    code,
    title: titleFor(ctx, layout, antiquity, isRemodeled, stratum, characteristicIds),
    description: descriptionFor(ctx, layout, stratum, { antiquity, isRemodeled, acceptsExchange }, characteristicIds),
    address: addressFor(ctx),
    price,
    status,
    propertyTypeId: typeId,
    municipalityId,
    bedrooms: layout.bedrooms,
    bathrooms: layout.bathrooms,
    area: layout.area,
    builtArea: layout.builtArea,
    privateArea: layout.privateArea,
    parkingSpaces: layout.parkingSpaces,
    stratum,
    administration: administrationFor(ctx, stratum, layout, characteristicIds),
    floor: layout.floor,
    totalFloors: layout.totalFloors,
    antiquity,
    acceptsExchange,
    isRemodeled,
    featured,
    photos: [],
    matterportUrl,
    characteristicIds,
  };
  return { key, fields };
}

/** The demo listings, built from the plan; the same output on every call. */
export function buildDemoProperties(): DemoProperty[] {
  // Sanity: the plan only uses known master data.
  const typeIds = new Set<string>(PROPERTY_TYPES.map((t) => t.id));
  for (const [typeId] of PLAN) if (!typeIds.has(typeId)) throw new Error(`Unknown property type ${typeId}`);
  return PLAN.map((row, index) => buildProperty(index, row));
}

export const DEMO_PROPERTIES: ReadonlyArray<DemoProperty> = buildDemoProperties();
