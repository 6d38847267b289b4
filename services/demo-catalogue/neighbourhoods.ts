import type { MunicipalityId } from './master-data.js';

/**
 * Real neighbourhoods (barrios, sectores and veredas) of the demo municipalities, with the stratum range
 * usual for housing there and enough of the street grid to write believable Colombian addresses.
 */

/** Urban grid: "Calle 63 # 9-45" / "Carrera 9 # 63-45". Suffixes carry their own spacing (' Sur', 'N'). */
export interface GridAddressing {
  readonly kind: 'grid';
  readonly calles: readonly [number, number];
  readonly carreras: readonly [number, number];
  readonly calleSuffix?: string;
  readonly carreraSuffix?: string;
  /** Name of the north–south roads when it is not "Carrera" (Cali's Avenida 9N…). */
  readonly carreraLabel?: string;
}

/** Colonial centres where streets have names: "Calle del Cuartel # 36-77". */
export interface NamedStreetAddressing {
  readonly kind: 'named';
  readonly streets: readonly string[];
  readonly numbers: readonly [number, number];
}

/** Rural land: "Km 3 vía Chía - Tabio". */
export interface RuralAddressing {
  readonly kind: 'rural';
  readonly roads: readonly string[];
  readonly km: readonly [number, number];
}

export type Addressing = GridAddressing | NamedStreetAddressing | RuralAddressing;

export interface Neighbourhood {
  readonly name: string;
  /** Typical residential stratum range (min, max), 1–6. */
  readonly stratum: readonly [number, number];
  readonly addressing: Addressing;
  /** Landmarks nearby, written to follow "cerca de …". */
  readonly nearby?: string;
  /** Price per m² relative to the municipality's usual value for the stratum (tourist or historic areas). */
  readonly priceFactor?: number;
}

const grid = (
  calles: [number, number],
  carreras: [number, number],
  extra: Partial<Omit<GridAddressing, 'kind' | 'calles' | 'carreras'>> = {},
): GridAddressing => ({
  kind: 'grid',
  calles,
  carreras,
  ...extra,
});
const rural = (roads: string[], km: [number, number]): RuralAddressing => ({ kind: 'rural', roads, km });
const named = (streets: string[], numbers: [number, number]): NamedStreetAddressing => ({
  kind: 'named',
  streets,
  numbers,
});
const SUR = { calleSuffix: ' Sur' } as const;

export const NEIGHBOURHOODS: Readonly<Record<MunicipalityId, readonly Neighbourhood[]>> = {
  bogota: [
    {
      name: 'Chapinero',
      stratum: [4, 5],
      addressing: grid([53, 67], [7, 14]),
      nearby: 'la Carrera Séptima, la Avenida Caracas y el Parque de los Hippies',
    },
    {
      name: 'Chapinero Alto',
      stratum: [5, 6],
      addressing: grid([54, 70], [1, 5]),
      nearby: 'la Avenida Circunvalar y la Zona G',
    },
    { name: 'Quinta Camacho', stratum: [4, 5], addressing: grid([67, 72], [9, 14]), nearby: 'la Zona G y la Calle 72' },
    {
      name: 'Rosales',
      stratum: [6, 6],
      addressing: grid([70, 79], [1, 5]),
      nearby: 'la Zona G, la Zona T y la Avenida Circunvalar',
    },
    {
      name: 'Chicó',
      stratum: [6, 6],
      addressing: grid([88, 100], [9, 19]),
      nearby: 'el Parque de la 93 y el Parque El Virrey',
    },
    {
      name: 'Chicó Navarra',
      stratum: [6, 6],
      addressing: grid([100, 106], [15, 19]),
      nearby: 'la Calle 100 y el Parque de la 93',
    },
    {
      name: 'Santa Bárbara',
      stratum: [5, 6],
      addressing: grid([116, 127], [7, 19]),
      nearby: 'Unicentro y la Carrera Séptima',
    },
    {
      name: 'Usaquén',
      stratum: [5, 6],
      addressing: grid([116, 127], [5, 7]),
      nearby: 'el parque fundacional de Usaquén y su mercado de pulgas',
    },
    {
      name: 'Cedritos',
      stratum: [4, 5],
      addressing: grid([140, 151], [7, 19]),
      nearby: 'la Avenida 19 y la Calle 140',
    },
    {
      name: 'Colina Campestre',
      stratum: [4, 5],
      addressing: grid([134, 153], [52, 59]),
      nearby: 'el Centro Comercial Colina y la Avenida Boyacá',
    },
    { name: 'Niza', stratum: [5, 5], addressing: grid([122, 128], [58, 70]), nearby: 'Bulevar Niza y la Avenida Suba' },
    {
      name: 'Suba',
      stratum: [3, 3],
      addressing: grid([139, 147], [91, 105]),
      nearby: 'la Avenida Suba y el Portal de Suba',
    },
    {
      name: 'Salitre',
      stratum: [4, 4],
      addressing: grid([22, 26], [60, 69]),
      nearby: 'el Parque Simón Bolívar, Maloka y el Aeropuerto El Dorado',
    },
    {
      name: 'Teusaquillo',
      stratum: [4, 4],
      addressing: grid([32, 45], [14, 24]),
      nearby: 'el Park Way y la Universidad Nacional',
    },
    {
      name: 'La Candelaria',
      stratum: [2, 3],
      addressing: grid([7, 20], [2, 5]),
      nearby: 'la Plaza de Bolívar, el Chorro de Quevedo y el Museo del Oro',
    },
    {
      name: 'Modelia',
      stratum: [4, 4],
      addressing: grid([24, 26], [74, 86]),
      nearby: 'el Aeropuerto El Dorado y la Avenida Esperanza',
    },
    {
      name: 'Hayuelos',
      stratum: [4, 4],
      addressing: grid([19, 24], [81, 86]),
      nearby: 'el Centro Comercial Hayuelos y la Avenida Ciudad de Cali',
    },
    {
      name: 'Kennedy',
      stratum: [3, 3],
      addressing: grid([35, 42], [72, 80], SUR),
      nearby: 'la Avenida Primero de Mayo y el Portal de las Américas',
    },
    {
      name: 'Bosa',
      stratum: [2, 2],
      addressing: grid([58, 65], [77, 88], SUR),
      nearby: 'el Portal del Sur y la Autopista Sur',
    },
    {
      name: 'Montevideo',
      stratum: [3, 3],
      addressing: grid([17, 24], [68, 70]),
      nearby: 'la Avenida Boyacá y la Calle 13',
    },
  ],
  medellin: [
    {
      name: 'El Poblado',
      stratum: [5, 6],
      addressing: grid([1, 12], [25, 43], SUR),
      nearby: 'el Parque Lleras, la Milla de Oro y la Avenida El Poblado',
    },
    {
      name: 'Laureles',
      stratum: [5, 5],
      addressing: grid([33, 44], [70, 81]),
      nearby: 'la Avenida 70 y el Segundo Parque de Laureles',
    },
    {
      name: 'Estadio',
      stratum: [4, 5],
      addressing: grid([47, 50], [70, 74]),
      nearby: 'el Estadio Atanasio Girardot y la estación Estadio del metro',
    },
    {
      name: 'Belén',
      stratum: [3, 4],
      addressing: grid([28, 33], [65, 84]),
      nearby: 'el Parque de Belén y el Centro Comercial Los Molinos',
    },
    {
      name: 'La América',
      stratum: [4, 4],
      addressing: grid([44, 48], [80, 94]),
      nearby: 'la Avenida San Juan y la estación Floresta del metro',
    },
    {
      name: 'Robledo',
      stratum: [2, 3],
      addressing: grid([65, 80], [80, 90]),
      nearby: 'el Cerro El Volador y la Universidad Nacional',
    },
    {
      name: 'Guayabal',
      stratum: [3, 3],
      addressing: grid([2, 30], [52, 65], SUR),
      nearby: 'la Avenida Guayabal y el Aeropuerto Olaya Herrera',
    },
  ],
  cali: [
    {
      name: 'Granada',
      stratum: [5, 5],
      addressing: grid([8, 15], [6, 9], { calleSuffix: 'N', carreraSuffix: 'N', carreraLabel: 'Avenida' }),
      nearby: 'la zona gastronómica de la Avenida 9N',
    },
    {
      name: 'Ciudad Jardín',
      stratum: [6, 6],
      addressing: grid([13, 18], [100, 110]),
      nearby: 'la Universidad Icesi y el Centro Comercial Jardín Plaza',
    },
    {
      name: 'San Fernando',
      stratum: [4, 5],
      addressing: grid([1, 5], [28, 37]),
      nearby: 'el Parque del Perro y el Estadio Pascual Guerrero',
    },
    {
      name: 'El Peñón',
      stratum: [5, 5],
      addressing: grid([1, 4], [2, 4], { carreraSuffix: ' Oeste' }),
      nearby: 'el Museo La Tertulia y el río Cali',
    },
    {
      name: 'Pance',
      stratum: [6, 6],
      addressing: grid([1, 18], [118, 130]),
      nearby: 'el río Pance y los colegios campestres del sur',
    },
    {
      name: 'Valle del Lili',
      stratum: [4, 5],
      addressing: grid([25, 48], [85, 105]),
      nearby: 'la Fundación Valle del Lili y la Avenida Cañasgordas',
    },
    {
      name: 'El Ingenio',
      stratum: [5, 5],
      addressing: grid([13, 16], [83, 88]),
      nearby: 'la Universidad del Valle y la Calle 16',
    },
  ],
  barranquilla: [
    {
      name: 'Alto Prado',
      stratum: [5, 6],
      addressing: grid([74, 80], [50, 58]),
      nearby: 'la Carrera 53 y la Calle 76',
    },
    {
      name: 'El Golf',
      stratum: [6, 6],
      addressing: grid([76, 84], [57, 60]),
      nearby: 'el Country Club de Barranquilla',
    },
    {
      name: 'Villa Country',
      stratum: [6, 6],
      addressing: grid([76, 82], [53, 62]),
      nearby: 'el Country Club y el Centro Comercial Villa Country',
    },
    {
      name: 'Riomar',
      stratum: [6, 6],
      addressing: grid([84, 106], [49, 57]),
      nearby: 'el Centro Comercial Buenavista y el Gran Malecón',
    },
    {
      name: 'Villa Santos',
      stratum: [6, 6],
      addressing: grid([98, 106], [47, 53]),
      nearby: 'la Calle 98 y el Centro Comercial Viva',
    },
    {
      name: 'El Prado',
      stratum: [5, 5],
      addressing: grid([53, 70], [50, 57]),
      nearby: 'el tradicional Hotel El Prado',
    },
    {
      name: 'Zona Industrial Vía 40',
      stratum: [3, 3],
      addressing: grid([76, 85], [64, 75]),
      nearby: 'la Vía 40 y el puerto de Barranquilla',
    },
  ],
  cartagena: [
    {
      name: 'Bocagrande',
      stratum: [6, 6],
      addressing: grid([5, 10], [1, 4]),
      nearby: 'la playa y la Avenida San Martín',
      priceFactor: 1.15,
    },
    {
      name: 'Castillogrande',
      stratum: [6, 6],
      addressing: grid([5, 12], [5, 8]),
      nearby: 'la bahía de Cartagena y el Club Naval',
      priceFactor: 1.15,
    },
    {
      name: 'Centro Histórico',
      stratum: [6, 6],
      priceFactor: 1.6,
      addressing: named(
        [
          'Calle del Cuartel',
          'Calle de la Factoría',
          'Calle Santo Domingo',
          'Calle de las Damas',
          'Calle del Curato',
          'Calle San Juan de Dios',
        ],
        [33, 39],
      ),
      nearby: 'la Plaza de Santo Domingo y la Torre del Reloj',
    },
    {
      name: 'Getsemaní',
      stratum: [3, 4],
      priceFactor: 1.25,
      addressing: named(
        ['Calle del Guerrero', 'Calle de la Media Luna', 'Calle San Antonio', 'Calle del Espíritu Santo'],
        [25, 30],
      ),
      nearby: 'la Plaza de la Trinidad y el Centro de Convenciones',
    },
    {
      name: 'Manga',
      stratum: [4, 5],
      addressing: grid([24, 30], [18, 28]),
      nearby: 'el Club de Pesca y el Fuerte de San Sebastián del Pastelillo',
    },
    {
      name: 'Crespo',
      stratum: [4, 4],
      addressing: grid([62, 72], [3, 8]),
      nearby: 'el Aeropuerto Rafael Núñez y la playa de Crespo',
    },
  ],
  bucaramanga: [
    {
      name: 'Cabecera del Llano',
      stratum: [5, 6],
      addressing: grid([48, 56], [33, 38]),
      nearby: 'el Centro Comercial Cabecera y el Parque San Pío',
    },
    {
      name: 'Sotomayor',
      stratum: [5, 5],
      addressing: grid([44, 51], [27, 31]),
      nearby: 'el Parque San Pío y la Carrera 27',
    },
    {
      name: 'Lagos del Cacique',
      stratum: [6, 6],
      addressing: grid([89, 96], [38, 42]),
      nearby: 'el Centro Comercial Cacique',
    },
    {
      name: 'San Alonso',
      stratum: [4, 4],
      addressing: grid([14, 19], [24, 30]),
      nearby: 'la Universidad Industrial de Santander',
    },
  ],
  chia: [
    {
      name: 'Centro',
      stratum: [3, 4],
      addressing: grid([7, 14], [7, 12]),
      nearby: 'el parque principal y la Variante Chía - Cota',
    },
    {
      name: 'Vereda Fonquetá',
      stratum: [4, 5],
      addressing: rural(['vía Chía - Tabio'], [1, 5]),
      nearby: 'colegios campestres y la vía a Tabio',
    },
    {
      name: 'Vereda Yerbabuena',
      stratum: [5, 6],
      addressing: rural(['vía Chía - La Calera'], [1, 4]),
      nearby: 'la Autopista Norte y clubes campestres',
    },
    {
      name: 'Vereda Bojacá',
      stratum: [4, 5],
      addressing: rural(['vía Chía - Cajicá'], [1, 4]),
      nearby: 'la vía Chía - Cajicá y el centro de Chía',
    },
  ],
  cajica: [
    {
      name: 'Centro',
      stratum: [3, 3],
      addressing: grid([1, 8], [1, 7]),
      nearby: 'el parque principal y la estación del tren',
    },
    {
      name: 'Vereda Canelón',
      stratum: [4, 5],
      addressing: rural(['vía Cajicá - Tabio'], [1, 4]),
      nearby: 'colegios campestres y la vía a Tabio',
    },
    {
      name: 'Capellanía',
      stratum: [4, 4],
      addressing: rural(['vía Cajicá - Zipaquirá'], [1, 3]),
      nearby: 'la vía a Zipaquirá y el centro de Cajicá',
    },
  ],
  envigado: [
    {
      name: 'Zúñiga',
      stratum: [5, 5],
      addressing: grid([18, 25], [27, 43], SUR),
      nearby: 'la Avenida Las Vegas y el Centro Comercial Viva Envigado',
    },
    {
      name: 'Loma del Esmeraldal',
      stratum: [5, 6],
      addressing: grid([36, 40], [20, 27], SUR),
      nearby: 'la Loma del Escobero y el parque de Envigado',
    },
    {
      name: 'El Dorado',
      stratum: [4, 4],
      addressing: grid([41, 46], [37, 43], SUR),
      nearby: 'el parque principal de Envigado',
    },
    {
      name: 'Alcalá',
      stratum: [4, 4],
      addressing: grid([37, 41], [42, 45], SUR),
      nearby: 'la Avenida El Poblado y el parque principal de Envigado',
    },
  ],
  sabaneta: [
    {
      name: 'Aves María',
      stratum: [4, 5],
      addressing: grid([75, 77], [43, 48], SUR),
      nearby: 'el Centro Comercial Aves María y la estación Sabaneta del metro',
    },
    {
      name: 'La Doctora',
      stratum: [4, 5],
      addressing: grid([75, 80], [34, 40], SUR),
      nearby: 'la reserva La Romera y el parque principal',
    },
    {
      name: 'Calle Larga',
      stratum: [3, 4],
      addressing: grid([69, 72], [43, 46], SUR),
      nearby: 'el parque principal de Sabaneta y su zona gastronómica',
    },
  ],
  'santa-marta': [
    {
      name: 'El Rodadero',
      stratum: [4, 5],
      addressing: grid([6, 20], [1, 4]),
      nearby: 'la playa de El Rodadero',
      priceFactor: 1.1,
    },
    {
      name: 'Bello Horizonte',
      stratum: [5, 6],
      addressing: rural(['vía al Aeropuerto Simón Bolívar'], [3, 8]),
      nearby: 'la playa de Bello Horizonte y el Aeropuerto Simón Bolívar',
      priceFactor: 1.15,
    },
    {
      name: 'Centro Histórico',
      stratum: [3, 4],
      addressing: grid([10, 22], [1, 5]),
      nearby: 'la bahía de Santa Marta y el Parque de los Novios',
    },
    {
      name: 'Minca',
      stratum: [2, 3],
      addressing: rural(['vía Santa Marta - Minca'], [8, 14]),
      nearby: 'la Sierra Nevada de Santa Marta y sus cascadas',
    },
  ],
  pereira: [
    {
      name: 'Pinares',
      stratum: [5, 5],
      addressing: grid([11, 14], [15, 20]),
      nearby: 'la Avenida Circunvalar y el Parque Arboleda',
    },
    {
      name: 'Álamos',
      stratum: [6, 6],
      addressing: grid([1, 9], [20, 27]),
      nearby: 'la Universidad Tecnológica de Pereira',
    },
    {
      name: 'Circunvalar',
      stratum: [5, 5],
      addressing: grid([4, 14], [12, 16]),
      nearby: 'la Avenida Circunvalar y sus restaurantes',
    },
    {
      name: 'Cerritos',
      stratum: [6, 6],
      addressing: rural(['vía Pereira - Cerritos'], [5, 10]),
      nearby: 'el Aeropuerto Matecaña y la autopista del Café',
    },
  ],
  rionegro: [
    {
      name: 'Llanogrande',
      stratum: [5, 6],
      addressing: rural(['vía Llanogrande - Rionegro', 'vía Llanogrande - Aeropuerto'], [2, 7]),
      nearby: 'el Aeropuerto José María Córdova y los centros comerciales de Llanogrande',
    },
    {
      name: 'San Antonio de Pereira',
      stratum: [4, 4],
      addressing: grid([40, 45], [55, 60]),
      nearby: 'el parque de San Antonio de Pereira y su tradición gastronómica',
    },
    {
      name: 'Centro',
      stratum: [3, 3],
      addressing: grid([47, 52], [48, 52]),
      nearby: 'el parque principal y la Avenida Galán',
    },
  ],
  anapoima: [
    {
      name: 'Vereda San Antonio',
      stratum: [4, 5],
      addressing: rural(['vía Anapoima - La Mesa'], [1, 6]),
      nearby: 'el casco urbano y la vía a La Mesa',
    },
    {
      name: 'Vereda El Rosario',
      stratum: [4, 5],
      addressing: rural(['vía Anapoima - Apulo'], [2, 7]),
      nearby: 'el río Bogotá y la vía a Apulo',
    },
    { name: 'Centro', stratum: [3, 3], addressing: grid([1, 6], [1, 5]), nearby: 'el parque principal de Anapoima' },
  ],
};

/** The neighbourhood of that name in that municipality; throws when it is not listed. */
export function findNeighbourhood(municipalityId: MunicipalityId, name: string): Neighbourhood {
  const found = NEIGHBOURHOODS[municipalityId].find((n) => n.name === name);
  if (!found) throw new Error(`Unknown neighbourhood ${name} in ${municipalityId}`);
  return found;
}
