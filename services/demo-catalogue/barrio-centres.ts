import type { PropertyLocation } from '../domain/property/location.js';
import type { MunicipalityId } from './master-data.js';
import { Dice } from './properties/seeded-dice.js';

type Point = readonly [lat: number, lng: number];

/**
 * Where the demo listings stand. `seat`: the municipality's seat as GeoNames gives it
 * (services/ai-search/understanding/colombia/coordinates.json, by DANE code). `barrios`: the approximate centre of
 * each demo neighbourhood, read by hand off OpenStreetMap to about 300–500 m (a vereda's centre is its main road or
 * school): plausible for a demo, not survey data. A neighbourhood missing here is placed around the seat.
 */
const DEMO_PLACES: Readonly<Record<MunicipalityId, { seat: Point; barrios: Readonly<Record<string, Point>> }>> = {
  bogota: {
    seat: [4.6097, -74.0817],
    barrios: {
      Chapinero: [4.6486, -74.0628],
      'Chapinero Alto': [4.6465, -74.056],
      'Quinta Camacho': [4.6555, -74.058],
      Rosales: [4.6545, -74.05],
      Chicó: [4.672, -74.049],
      'Chicó Navarra': [4.685, -74.052],
      'Santa Bárbara': [4.697, -74.037],
      Usaquén: [4.695, -74.031],
      Cedritos: [4.723, -74.042],
      'Colina Campestre': [4.733, -74.064],
      Niza: [4.715, -74.072],
      Suba: [4.741, -74.084],
      Salitre: [4.65, -74.105],
      Teusaquillo: [4.633, -74.075],
      'La Candelaria': [4.597, -74.072],
      Modelia: [4.67, -74.119],
      Hayuelos: [4.664, -74.13],
      Kennedy: [4.628, -74.152],
      Bosa: [4.612, -74.188],
      Montevideo: [4.652, -74.113],
    },
  },
  medellin: {
    seat: [6.245, -75.5715],
    barrios: {
      'El Poblado': [6.209, -75.568],
      Laureles: [6.245, -75.595],
      Estadio: [6.253, -75.588],
      Belén: [6.231, -75.601],
      'La América': [6.254, -75.603],
      Robledo: [6.278, -75.592],
      Guayabal: [6.213, -75.585],
    },
  },
  cali: {
    seat: [3.4305, -76.5199],
    barrios: {
      Granada: [3.459, -76.533],
      'Ciudad Jardín': [3.363, -76.533],
      'San Fernando': [3.437, -76.542],
      'El Peñón': [3.45, -76.542],
      Pance: [3.34, -76.535],
      'Valle del Lili': [3.375, -76.525],
      'El Ingenio': [3.388, -76.535],
    },
  },
  barranquilla: {
    seat: [10.9685, -74.7813],
    barrios: {
      'Alto Prado': [11.005, -74.813],
      'El Golf': [11.0125, -74.829],
      'Villa Country': [11.002, -74.82],
      Riomar: [11.018, -74.82],
      'Villa Santos': [11.02, -74.838],
      'El Prado': [10.994, -74.8],
      'Zona Industrial Vía 40': [11.005, -74.79],
    },
  },
  cartagena: {
    seat: [10.3982, -75.4933],
    barrios: {
      Bocagrande: [10.398, -75.556],
      Castillogrande: [10.39, -75.55],
      'Centro Histórico': [10.424, -75.549],
      Getsemaní: [10.421, -75.544],
      Manga: [10.412, -75.535],
      Crespo: [10.443, -75.516],
    },
  },
  bucaramanga: {
    seat: [7.125, -73.1189],
    barrios: {
      'Cabecera del Llano': [7.116, -73.106],
      Sotomayor: [7.118, -73.115],
      'Lagos del Cacique': [7.1, -73.103],
      'San Alonso': [7.123, -73.113],
    },
  },
  chia: {
    seat: [4.8588, -74.0587],
    barrios: {
      Centro: [4.863, -74.059],
      'Vereda Fonquetá': [4.878, -74.09],
      'Vereda Yerbabuena': [4.828, -74.038],
      'Vereda Bojacá': [4.875, -74.04],
    },
  },
  cajica: {
    seat: [4.9186, -74.028],
    barrios: { Centro: [4.9186, -74.028], 'Vereda Canelón': [4.935, -74.01], Capellanía: [4.905, -74.035] },
  },
  envigado: {
    seat: [6.1759, -75.5917],
    barrios: {
      Zúñiga: [6.185, -75.58],
      'Loma del Esmeraldal': [6.165, -75.568],
      'El Dorado': [6.17, -75.584],
      Alcalá: [6.172, -75.592],
    },
  },
  sabaneta: {
    seat: [6.1515, -75.6166],
    barrios: { 'Aves María': [6.158, -75.608], 'La Doctora': [6.142, -75.602], 'Calle Larga': [6.15, -75.613] },
  },
  'santa-marta': {
    seat: [11.2386, -74.1943],
    barrios: {
      'El Rodadero': [11.205, -74.228],
      'Bello Horizonte': [11.18, -74.225],
      'Centro Histórico': [11.242, -74.211],
      Minca: [11.143, -74.118],
    },
  },
  pereira: {
    seat: [4.8143, -75.6949],
    barrios: {
      Pinares: [4.805, -75.685],
      Álamos: [4.8, -75.73],
      Circunvalar: [4.808, -75.69],
      Cerritos: [4.835, -75.8],
    },
  },
  rionegro: {
    seat: [6.1552, -75.3737],
    barrios: { Llanogrande: [6.112, -75.42], 'San Antonio de Pereira': [6.12, -75.385], Centro: [6.1552, -75.3737] },
  },
  anapoima: {
    seat: [4.551, -74.5352],
    barrios: {
      'Vereda San Antonio': [4.57, -74.52],
      'Vereda El Rosario': [4.54, -74.55],
      Centro: [4.551, -74.5352],
    },
  },
};

/** How far from its barrio's centre a listing may stand, and from the seat when its barrio's centre is unknown. */
const WITHIN_BARRIO_M = 400;
const AROUND_SEAT_M = 2_000;
const METRES_PER_DEGREE = 111_320;

/**
 * A demo listing's true point: somewhere in its barrio, drawn from a PRNG of its own (seeded by the listing key, so the
 * same on every run and changing none of the listing's other draws). One listing in five shows its exact point, so the
 * demo has both kinds.
 */
export function demoLocation(key: string, municipalityId: MunicipalityId, barrio: string): PropertyLocation {
  const place = DEMO_PLACES[municipalityId];
  const centre = place.barrios[barrio];
  const reach = centre ? WITHIN_BARRIO_M : AROUND_SEAT_M;
  const [lat, lng] = centre ?? place.seat;
  const dice = new Dice(`${key}/location`);
  const north = dice.real(-reach, reach) / METRES_PER_DEGREE;
  const east = dice.real(-reach, reach) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return { lat: Number((lat + north).toFixed(6)), lng: Number((lng + east).toFixed(6)), exact: dice.chance(0.2) };
}
