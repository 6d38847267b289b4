import type { Antiquity, PropertyStatus } from '../domain/property/events.js';

/** An inclusive range; a missing side is open ("más de 80 m²" → { min: 80 }). */
export interface Range {
  min?: number;
  max?: number;
}

/** One place asked to be near: a catalogue municipality (by id) or a barrio (by name). */
export interface NearArea {
  kind: 'municipality' | 'neighbourhood';
  place: string;
  /** The catalogue's municipalities around it: the place's own (the barrio's) and those whose seat is within reach. */
  municipalityIds: string[];
  circle: { lat: number; lng: number; km: number } | null;
}

/**
 * What a natural-language query was understood to ask for. Every field is a hard constraint except
 * `text`, which ranks. Ids are master-data ids read from the live read models, never hard-coded.
 */
export interface Interpretation {
  /** `sale` for venta/comprar/compra, `rent` for arriendo/arrendar/alquiler/renta; null when not said. */
  operation: 'sale' | 'rent' | null;
  /**
   * The statuses to show: by default only what is on the market (`sale`/`rent`, narrowed by `operation`);
   * sold or rented only when the query asks for them ("vendidos", "ya arrendados").
   */
  statuses: PropertyStatus[];
  /** One or more types ("casa o apartamento"); empty when not said. */
  propertyTypeIds: string[];
  /** Narrower types searched too ("casa" finds a casa campestre), said in `notes`; never shown as asked for. */
  relatedTypeIds: string[];
  /** Every municipality asked for ("en Envigado o Sabaneta"); empty when not said. */
  municipalityIds: string[];
  /** Neighbourhoods named in the query ("en Chapinero", "por El Poblado"), matched against addresses. */
  neighbourhoods: string[];
  /**
   * Colombian places named that the catalogue has no listings in ("apartamento en Manizales"), with their
   * department (null when the place is a department): the answer says so instead of silently searching elsewhere.
   */
  unknownPlaces: Array<{ name: string; department: string | null }>;
  /**
   * Places asked to be near, not in ("finca cerca de Bogotá", "por los lados de Envigado", "en Chía o alrededores"):
   * the place itself and the catalogue's municipalities around it are searched, and the answer says so.
   */
  near: { municipalityIds: string[]; neighbourhoods: string[] };
  /** The catalogue's municipalities searched for `near`: each place's own and those within reach of it. */
  nearbyMunicipalityIds: string[];
  /**
   * What is searched for each place asked to be near, in `near`'s order, besides `nearbyMunicipalityIds`. With a point
   * for the place (a municipality's seat, a barrio's centre), `circle`: only the listings whose shown point lies within
   * `km` of it, the place's own listings, and those without a point (so that none disappears for lacking one); the
   * first constraint relaxed when nothing is that close. Without a point (`circle` null), the municipalities alone.
   */
  nearAreas: NearArea[];
  /**
   * "barato", "económico", "que no sea caro" → `low`; "de lujo", "exclusivo" → `high`: relative to the market of what
   * was asked (below the median, above the upper quartile), resolved at search time and said with its figure.
   */
  priceLevel: 'low' | 'high' | null;
  /** What the visitor refused: "que no sea en Bogotá", "no quiero casa", "fuera del Poblado". Never relaxed. */
  excluded: { propertyTypeIds: string[]; municipalityIds: string[]; neighbourhoods: string[] };
  /** Whole COP; monthly when the operation is rent. "alrededor de X" → X ± 10 %. */
  price: Range | null;
  /** "3 habitaciones" → { min: 3 } (three or more); "máximo 2" → { max: 2 }. */
  bedrooms: Range | null;
  bathrooms: Range | null;
  /** "con parqueadero" → { min: 1 }; "2 garajes" → { min: 2 }; "sin parqueadero" → { max: 0 }. */
  parkingSpaces: Range | null;
  /** m². */
  area: Range | null;
  /** "primer piso" → { min: 1, max: 1 }; "que no sea primer piso" → { min: 2 }; "del piso 3 al 8" → both. "piso 5" alone is no constraint. */
  floor: Range | null;
  stratum: Range | null;
  antiquity: Antiquity | null;
  isRemodeled: boolean | null;
  acceptsExchange: boolean | null;
  featured: boolean | null;
  /** Characteristic ids asked for ("con piscina") and refused ("sin ascensor"). */
  characteristics: { include: string[]; exclude: string[] };
  /** How an ambiguous wording was read, in Spanish, to show the visitor ("Por el precio, entendimos que buscas comprar."). */
  notes: string[];
  /** The words left over after the constraints were taken out, for text ranking. */
  text: string;
}
