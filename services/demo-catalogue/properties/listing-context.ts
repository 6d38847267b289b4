import type { PropertyStatus } from '../../domain/property/events.js';
import type { MunicipalityId, PropertyTypeId } from '../master-data.js';
import type { Neighbourhood } from '../neighbourhoods.js';
import type { Market } from './markets.js';
import type { TypeInfo } from './property-types.js';
import type { Dice } from './seeded-dice.js';

/** One plan row with what it implies looked up, handed to every step that fills in the listing. */
export interface Context {
  readonly typeId: PropertyTypeId;
  readonly type: TypeInfo;
  readonly municipalityId: MunicipalityId;
  readonly municipalityName: string;
  readonly hood: Neighbourhood;
  readonly market: Market;
  readonly status: PropertyStatus;
  readonly dice: Dice;
  readonly isRural: boolean;
}

/** Sizes, rooms and floors; null where the type has none (a lote has no bedrooms). */
export interface Layout {
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
