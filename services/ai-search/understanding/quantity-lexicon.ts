/*
 * The words of quantities, as data: what each word or phrase is to the quantity grammar (quantity-rules.ts). Words
 * are normalised (lower case, no accents, numbers already in digits). A word may play several parts ("hasta" bounds an
 * amount and joins a range; "máximo" bounds before the amount and after it): the rules choose by position.
 */

/** The slots a quantity fills. */
export type QuantitySlot = 'price' | 'bedrooms' | 'bathrooms' | 'parkingSpaces' | 'area' | 'stratum' | 'floor';

export type Role =
  /** A unit of money after a number: "300 millones", "800 lucas", "450M". */
  | { kind: 'money'; times: number }
  /** Says the amount is pesos ("$", "pesos", "COP") without changing it. */
  | { kind: 'pesos' }
  /** Dollars: not pesos, so no price at all (and the visitor is told). */
  | { kind: 'dollar' }
  /** A count or measure's word, before or after its number: "3 habitaciones", "estrato 4", "80 m2" (`times` to m²). */
  | { kind: 'unit'; slot: Exclude<QuantitySlot, 'price'>; times?: number }
  /** A bound before the amount: "más de" (strict: on a whole count, "más de 3" is 4), "hasta", "alrededor de". */
  | { kind: 'cmp'; bound: 'min' | 'max' | 'around' | 'exact'; strict?: boolean }
  /** A direction after the amount: "para arriba", "o menos", "como máximo". */
  | { kind: 'dir'; bound: 'min' | 'max' }
  /** A negation, which turns the bound after it over: "no más de 3" is at most 3. */
  | { kind: 'neg' }
  /** Words that may stand between a negation and its bound: "que no valga más de", "no quiero pagar más de". */
  | { kind: 'fill' }
  /** What opens a range ("entre 2 y 3", "de 200 a 300") and what joins its two ends. */
  | { kind: 'from' }
  | { kind: 'join' }
  /** "y medio": half of the amount's unit more. */
  | { kind: 'half' }
  /** A monthly amount: a rent. */
  | { kind: 'monthly' }
  /** The ground floor, a floor people ask for or refuse (security, noise). */
  | { kind: 'ground' }
  /** "parqueadero para 2 carros". */
  | { kind: 'for' }
  | { kind: 'cars' };

const MILLION = 1e6;
const THOUSAND = 1e3;
/** One square foot, in square metres (listings are filed in m²). */
const SQUARE_FOOT = 0.092903;

export const QUANTITY_LEXICON: ReadonlyArray<readonly [Role, readonly string[]]> = [
  [
    { kind: 'money', times: MILLION },
    [
      'millones',
      'millon',
      'million',
      'millions',
      'mill',
      'mills',
      'palos',
      'palo',
      'barras',
      'barra',
      'mm',
      'm',
      'mio',
    ],
  ],
  [{ kind: 'money', times: THOUSAND }, ['mil', 'lucas', 'luca', 'k', 'thousand']],
  [{ kind: 'pesos' }, ['$', 'pesos', 'peso', 'cop', 'mcte', 'pesitos']],
  [{ kind: 'dollar' }, ['dolares', 'dolar', 'usd', 'us$', 'us $', 'dollars', 'dollar']],
  [
    { kind: 'unit', slot: 'bedrooms' },
    [
      'habitaciones',
      'habitacion',
      'hab',
      'habs',
      'hbs',
      'alcobas',
      'alcoba',
      'cuartos',
      'cuarto',
      'dormitorios',
      'dormitorio',
      'recamaras',
      'recamara',
      'piezas',
      'pieza',
      'bedrooms',
      'bedroom',
      'beds',
      'bed',
      'rooms',
      'room',
      'bdrms',
      'bdrm',
      'br',
      'bd',
      'hab.',
    ],
  ],
  [{ kind: 'unit', slot: 'bathrooms' }, ['banos', 'bano', 'bathrooms', 'bathroom', 'baths', 'bath', 'bns', 'bnos']],
  [
    { kind: 'unit', slot: 'parkingSpaces' },
    [
      'parqueaderos',
      'parqueadero',
      'parqs',
      'parq',
      'garajes',
      'garaje',
      'estacionamientos',
      'estacionamiento',
      'parqueos',
      'parqueo',
      'puestos de parqueo',
      'puesto de parqueo',
      'cupos de parqueo',
      'cupo de parqueo',
      'parking spaces',
      'parking',
    ],
  ],
  [
    { kind: 'unit', slot: 'area', times: 1 },
    [
      'm2',
      'mt2',
      'mts2',
      'metros cuadrados',
      'metro cuadrado',
      'metros',
      'mts',
      'mt',
      'mtrs',
      'sqm',
      'sq m',
      'square meters',
      'square metres',
      'mtrs2',
    ],
  ],
  [{ kind: 'unit', slot: 'area', times: 10_000 }, ['hectareas', 'hectarea', 'ha', 'hectares', 'hectare']],
  [
    { kind: 'unit', slot: 'area', times: SQUARE_FOOT },
    ['sq ft', 'sqft', 'square feet', 'square foot', 'pies cuadrados', 'ft2'],
  ],
  [{ kind: 'unit', slot: 'stratum' }, ['estrato', 'estratos']],
  [{ kind: 'unit', slot: 'floor' }, ['piso']],
  [
    { kind: 'cmp', bound: 'min', strict: true },
    [
      'mas de',
      'mayor a',
      'mayor de',
      'superior a',
      'por encima de',
      'encima de',
      'sobre',
      'more than',
      'over',
      'above',
      'pase de',
      'pasar de',
      'pase',
      'supere',
      'superar',
      'exceda',
      'exceder',
      'sobrepase',
    ],
  ],
  [
    { kind: 'cmp', bound: 'min' },
    [
      'minimo de',
      'minima de',
      'minimo',
      'minima',
      'min',
      'al menos',
      'por lo menos',
      'desde',
      'a partir de',
      'at least',
      'minimum',
      'min.',
    ],
  ],
  [
    { kind: 'cmp', bound: 'max', strict: true },
    [
      'menos de',
      'por debajo de',
      'debajo de',
      'inferior a',
      'less than',
      'fewer than',
      'under',
      'below',
      'baje de',
      'bajar de',
    ],
  ],
  [
    { kind: 'cmp', bound: 'max' },
    [
      'maximo de',
      'maxima de',
      'maximo',
      'maxima',
      'max',
      'hasta',
      'tope de',
      'tope',
      'a lo sumo',
      'presupuesto maximo de',
      'presupuesto de',
      'presupuesto',
      'tengo',
      'tenemos',
      'cuento con',
      'contamos con',
      'up to',
      'budget of',
      'budget',
      'maximum',
      'max.',
    ],
  ],
  [
    { kind: 'cmp', bound: 'around' },
    [
      'alrededor de',
      'cerca de',
      'aproximadamente',
      'aprox',
      'unos',
      'unas',
      'como',
      'mas o menos',
      'por ahi de',
      'around',
      'about',
      'approximately',
      'approx',
    ],
  ],
  [{ kind: 'cmp', bound: 'exact' }, ['exactamente', 'solamente', 'solo', 'unicamente', 'exactly', 'only', 'just']],
  [
    { kind: 'dir', bound: 'min' },
    [
      'para arriba',
      'pa arriba',
      'pa rriba',
      'hacia arriba',
      'en adelante',
      'pa adelante',
      'para adelante',
      'o mas',
      'o superior',
      'o mayor',
      '+',
      'and up',
      'or more',
      'and above',
      'plus',
      'como minimo',
      'minimo',
      'minima',
      'min',
      'al menos',
      'por lo menos',
      'at least',
    ],
  ],
  [
    { kind: 'dir', bound: 'max' },
    [
      'para abajo',
      'pa abajo',
      'pa bajo',
      'hacia abajo',
      'o menos',
      'o inferior',
      'o menor',
      'or less',
      'and under',
      'and below',
      'or under',
      'como maximo',
      'maximo',
      'maxima',
      'max',
      'tope',
      'a lo sumo',
      'at most',
      'max.',
    ],
  ],
  [{ kind: 'neg' }, ['no', 'ni', 'not', 'nunca', 'tampoco']],
  [
    { kind: 'fill' },
    [
      'que',
      'q',
      'se',
      'me',
      'lo',
      'la',
      'el',
      'sea',
      'valga',
      'cueste',
      'este',
      'quede',
      'salga',
      'precio',
      'valor',
      'arriendo',
      'canon',
      'cuota',
      'quiero',
      'queremos',
      'puedo',
      'podemos',
      'pagar',
      'gastar',
      'invertir',
      'cost',
      'costs',
      'pay',
      'want',
      'to',
      'de',
      'is',
      'be',
      'en',
      'un',
      'on',
      'the',
      'in',
      'a',
      'tengo',
      'tenemos',
    ],
  ],
  [{ kind: 'from' }, ['entre', 'de', 'desde', 'del', 'between', 'from']],
  [{ kind: 'join' }, ['y', 'a', 'hasta', 'al', '-', 'o', 'and', 'to', 'or']],
  [{ kind: 'half' }, ['y medio', 'y media', 'and a half']],
  [
    { kind: 'monthly' },
    ['al mes', 'mensuales', 'mensual', 'mensualidad', 'por mes', 'mes', 'per month', 'a month', 'monthly', 'pm'],
  ],
  [
    { kind: 'ground' },
    [
      'primer piso',
      'primero piso',
      '1er piso',
      '1 piso',
      'planta baja',
      'first floor',
      '1st floor',
      'ground floor',
      'piso 1',
    ],
  ],
  [{ kind: 'for' }, ['para', 'pa', 'for']],
  [{ kind: 'cars' }, ['carros', 'carro', 'vehiculos', 'vehiculo', 'autos', 'auto', 'cars', 'car', 'motos']],
];
