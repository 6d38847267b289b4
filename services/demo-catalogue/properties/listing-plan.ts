import type { PropertyStatus } from '../../domain/property/events.js';
import type { MunicipalityId, PropertyTypeId } from '../master-data.js';

/**
 * What is listed where: one row per demo listing, in key order (row 1 is `prop-001`). Append new rows
 * at the end: a row's position is its key, which seeds its random draws.
 */
export type PlanRow = readonly [
  type: PropertyTypeId,
  municipality: MunicipalityId,
  neighbourhood: string,
  status: PropertyStatus,
  featured?: boolean,
];

/** Marks a featured listing; a single letter keeps the plan's columns aligned. */
const F = true;

export const PLAN: readonly PlanRow[] = [
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
